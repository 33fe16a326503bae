import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH, LOGIN_PATH } from '@tic/shared';
import { BrandLogo } from './BrandLogo';

interface Props {
  status: '403' | '404';
  title: string;
  desc: string;
  testId: string;
  /** Full page with the brand on top, or inside an existing layout. */
  standalone?: boolean;
}

/** The not-found and permission-denied pages: both offer back to home, log in again, and back. */
export function StatusPage({ status, title, desc, testId, standalone = false }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const result = (
    <Result
      status={status}
      title={title}
      subTitle={desc}
      extra={
        <Space wrap className="status-actions">
          <Button type="primary" data-testid="back-home" onClick={() => navigate(HOME_PATH)}>
            {t('common.backHome')}
          </Button>
          <Button data-testid="relogin" onClick={() => navigate(LOGIN_PATH)}>
            {t('common.relogin')}
          </Button>
          <Button data-testid="go-back" onClick={() => navigate(-1)}>
            {t('common.back')}
          </Button>
        </Space>
      }
    />
  );
  if (!standalone)
    return (
      <div data-testid={testId} className="status-inline">
        {result}
      </div>
    );
  return (
    <div className="status-page" data-testid={testId}>
      <div className="status-page-brand">
        <BrandLogo tone="dark" />
      </div>
      <div className="status-page-card">{result}</div>
    </div>
  );
}
