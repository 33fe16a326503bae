import { Alert, Button, Space, Typography } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { thirdRedirectUrl, useProviders } from '../api/thirdParty';

/** One button per OpenID Connect provider configured on the server; none configured says so. */
export function ThirdPartyLogin() {
  const { t } = useTranslation();
  const providers = useProviders();
  const go = async (type: string) => {
    const { url } = await thirdRedirectUrl(type);
    window.location.assign(url);
  };
  const list = providers.data ?? [];
  return (
    <Space orientation="vertical" size={16} className="third-login" data-testid="third-login">
      <Typography.Text type="secondary">{t('accountsWeb.thirdHint')}</Typography.Text>
      {list.length === 0 && !providers.isLoading && <Alert type="info" showIcon title={t('accountsWeb.thirdNone')} />}
      {list.map((p) => (
        <Button key={p.type} block size="large" icon={<LoginOutlined className="flip-rtl" />} onClick={() => void go(p.type).catch(() => undefined)} data-testid={`third-${p.type}`}>
          {t('accountsWeb.thirdWith', { name: p.name })}
        </Button>
      ))}
    </Space>
  );
}
