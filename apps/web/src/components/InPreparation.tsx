import { Button, Result } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { useMatches, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@tic/shared';
import type { RouteHandle } from '../app/router';
import { PageHeader } from './PageHeader';

/**
 * The screen of a route whose business line has not been delivered yet: it says so plainly, under
 * the route's real title, and offers a way back, instead of an empty or broken form.
 */
export function InPreparation() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const title = handle ? t(handle.titleKey) : '';
  const home = handle?.route?.area ? `/${handle.route.area}/workBench` : HOME_PATH;

  return (
    <div className="page" data-testid="in-preparation">
      <PageHeader title={title} />
      <div className="page-card">
        <Result
          icon={<FileSearchOutlined className="in-preparation-icon" />}
          title={t('common.inPreparationTitle')}
          subTitle={t('common.inPreparationDesc', { title })}
          extra={
            <Button type="primary" onClick={() => navigate(home)}>
              {t('common.backHome')}
            </Button>
          }
        />
      </div>
    </div>
  );
}
