import { useState } from 'react';
import { Button, Card, List, Tag } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { thirdRedirectUrl, useThirdIdentities, useThirdProviders } from '../api/thirdParty';

/** Where the browser comes back to once the provider is linked. */
const MY_PROFILE = '/myProfile';

/**
 * "Third-party sign-in" on my profile: each configured provider, linked (with when and which e-mail) or with a
 * button that signs in at the provider and links it to this account (the callback page keeps the session).
 * Not shown when no provider is configured.
 */
export function ThirdIdentitiesCard() {
  const { t } = useTranslation();
  const providers = useThirdProviders();
  const identities = useThirdIdentities();
  const [going, setGoing] = useState<string | null>(null);
  const list = providers.data ?? [];
  if (list.length === 0) return null;
  const link = (type: string) => {
    setGoing(type);
    thirdRedirectUrl(type, MY_PROFILE).then(
      ({ url }) => window.location.assign(url),
      () => setGoing(null),
    );
  };
  return (
    <Card title={t('accountsWeb.thirdLinked')} className="profile-card" data-testid="third-identities">
      <List
        loading={identities.isLoading}
        dataSource={list}
        renderItem={(p) => {
          const linked = identities.data?.find((i) => i.type === p.type);
          return (
            <List.Item
              data-testid={`third-identity-${p.type}`}
              actions={[
                linked ? (
                  <Tag color="green" key="linked">
                    {t('accountsWeb.thirdIsLinked')}
                  </Tag>
                ) : (
                  <Button key="link" icon={<LinkOutlined />} loading={going === p.type} onClick={() => link(p.type)} data-testid={`third-link-${p.type}`}>
                    {t('accountsWeb.thirdLink')}
                  </Button>
                ),
              ]}
            >
              <List.Item.Meta
                title={p.name}
                description={
                  linked ? (
                    <bdi>{[linked.email, t('accountsWeb.thirdLinkedAt', { date: linked.created_at })].filter(Boolean).join(' · ')}</bdi>
                  ) : (
                    t('accountsWeb.thirdNotLinked')
                  )
                }
              />
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
