import { Descriptions, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { surnameOf } from '@tic/shared';
import { useWaiter } from '../api/waiter';

/** The dedicated customer service dialog of the header (WaiterButton): loaded when first opened (issue 16). */
export function WaiterDialog({ name, open, onClose }: { name: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const waiter = useWaiter(open);
  const w = waiter.data;
  return (
    <Modal open={open} title={t('accountsWeb.waiter')} onCancel={onClose} footer={null} data-testid="waiter-dialog">
      <Typography.Paragraph strong data-testid="waiter-greeting">
        <bdi>{t('accountsWeb.waiterGreeting', { surname: surnameOf(name) })}</bdi>
      </Typography.Paragraph>
      {waiter.isLoading && <Spin />}
      {!waiter.isLoading && !w && <Typography.Text type="secondary">{t('accountsWeb.waiterNone')}</Typography.Text>}
      {w && (
        <>
          <Typography.Paragraph>{t('accountsWeb.waiterGreetingName', { name: w.name })}</Typography.Paragraph>
          <Descriptions column={1} size="small" bordered>
            {w.mobile && (
              <Descriptions.Item label={t('accountsWeb.waiterMobile')}>
                <bdi dir="ltr">{w.mobile}</bdi>
              </Descriptions.Item>
            )}
            {w.wechat && (
              <Descriptions.Item label={t('accountsWeb.waiterChat')}>
                <bdi dir="ltr">{w.wechat}</bdi>
              </Descriptions.Item>
            )}
            {w.email && (
              <Descriptions.Item label={t('accountsWeb.waiterEmail')}>
                <a href={`mailto:${w.email}`} dir="ltr">
                  {w.email}
                </a>
              </Descriptions.Item>
            )}
          </Descriptions>
        </>
      )}
    </Modal>
  );
}
