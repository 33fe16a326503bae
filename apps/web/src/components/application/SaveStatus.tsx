import { Button, Space, Typography } from 'antd';
import { CheckCircleOutlined, ExclamationCircleOutlined, LoadingOutlined, LockOutlined, WarningOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AutosaveState } from '../../lib/autosave';

/** The auto-save line of a form: "saved at 14:05", "saving…", "not saved: …", or the stale notice with reload. */
export function SaveStatus({ state, onReload }: { state: AutosaveState; onReload: () => void }) {
  const { t } = useTranslation();
  const at = state.savedAt ? dayjs(state.savedAt).format('HH:mm') : null;
  const saved = at ? t('appUi.save.savedAt', { time: at }) : t('appUi.save.notYet');
  switch (state.kind) {
    case 'saving':
      return (
        <Typography.Text type="secondary" data-testid="save-status" data-state="saving">
          <LoadingOutlined /> {t('appUi.save.saving')}
        </Typography.Text>
      );
    case 'pending':
      return (
        <Typography.Text type="secondary" data-testid="save-status" data-state="pending">
          {t('appUi.save.pending')} · {saved}
        </Typography.Text>
      );
    case 'rejected':
      return (
        <Typography.Text type="warning" data-testid="save-status" data-state="rejected">
          <ExclamationCircleOutlined /> {t('appUi.save.rejected', { reason: state.reason })}
        </Typography.Text>
      );
    case 'failed':
      return (
        <Typography.Text type="danger" data-testid="save-status" data-state="failed">
          <ExclamationCircleOutlined /> {t('appUi.save.failed')} · {saved}
        </Typography.Text>
      );
    case 'stale':
      return (
        <Space data-testid="save-status" data-state="stale">
          <Typography.Text type="danger">
            <WarningOutlined /> {t('appUi.save.stale')}
          </Typography.Text>
          <Button size="small" type="primary" onClick={onReload} data-testid="stale-reload">
            {t('common.reload')}
          </Button>
        </Space>
      );
    case 'locked':
      return (
        <Typography.Text type="secondary" data-testid="save-status" data-state="locked">
          <LockOutlined /> {t('appUi.save.locked')}
        </Typography.Text>
      );
    default:
      return (
        <Typography.Text type="secondary" data-testid="save-status" data-state="clean">
          {at && <CheckCircleOutlined />} {saved}
        </Typography.Text>
      );
  }
}
