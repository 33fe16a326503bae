import { useState } from 'react';
import { Button, Descriptions, Modal, Spin, Tooltip, Typography } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { surnameOf, type UserInfo } from '@tic/shared';
import { useWaiter } from '../api/waiter';

/** The "exclusive waiter" header button: only for users with a name on file; the dialog greets by role surname. */
export function WaiterButton({ me }: { me: UserInfo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const waiter = useWaiter(open);
  const name = me.name?.trim();
  if (!name) return null;
  const w = waiter.data;
  return (
    <>
      {/* An icon with a tooltip: the header already holds five areas in every language. */}
      <Tooltip title={t('accountsWeb.waiter')}>
        <Button
          type="text"
          className="header-action header-action-dark"
          icon={<CustomerServiceOutlined />}
          onClick={() => setOpen(true)}
          aria-label={t('accountsWeb.waiter')}
          data-testid="waiter-button"
        />
      </Tooltip>
      <Modal open={open} title={t('accountsWeb.waiter')} onCancel={() => setOpen(false)} footer={null} data-testid="waiter-dialog">
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
    </>
  );
}
