import { useState } from 'react';
import { Button, Divider } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { thirdRedirectUrl, useThirdProviders } from '../api/thirdParty';

/**
 * One button per OpenID Connect provider configured on the server, under the sign-in tabs; nothing at all when
 * none is configured. `redirect` is the portal path to open after signing in (kept by the server meanwhile).
 */
export function ThirdPartyButtons({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const providers = useThirdProviders();
  const [going, setGoing] = useState<string | null>(null);
  const list = providers.data ?? [];
  if (list.length === 0) return null;
  const go = (type: string) => {
    setGoing(type);
    thirdRedirectUrl(type, redirect).then(
      ({ url }) => window.location.assign(url),
      // The HTTP client has shown the server's message (provider not configured or unreachable).
      () => setGoing(null),
    );
  };
  return (
    <div className="third-login" data-testid="third-login">
      <Divider plain className="third-login-divider">
        {t('accountsWeb.thirdOr')}
      </Divider>
      {list.map((p) => (
        <Button
          key={p.type}
          block
          size="large"
          icon={<LoginOutlined className="flip-rtl" />}
          loading={going === p.type}
          disabled={going !== null && going !== p.type}
          onClick={() => go(p.type)}
          data-testid={`third-${p.type}`}
        >
          {t('accountsWeb.thirdWith', { name: p.name })}
        </Button>
      ))}
    </div>
  );
}
