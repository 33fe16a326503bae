import { lazy, Suspense, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@tic/shared';

const WaiterDialog = lazy(() => import('./WaiterDialog').then((m) => ({ default: m.WaiterDialog })));

/** The "exclusive waiter" header button: only for users with a name on file; the dialog greets by role surname. */
export function WaiterButton({ me }: { me: UserInfo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The dialog is mounted from the first opening on.
  const [asked, setAsked] = useState(false);
  const name = me.name?.trim();
  if (!name) return null;
  return (
    <>
      {/* An icon with a tooltip: the header already holds five areas in every language. The tooltip stays shut while the
          dialog is open: an open tooltip is the top of antd's Escape stack, and Escape would shut it instead of the dialog. */}
      <Tooltip title={t('accountsWeb.waiter')} open={open ? false : undefined}>
        <Button
          type="text"
          className="header-action header-action-dark"
          icon={<CustomerServiceOutlined />}
          onClick={() => {
            setAsked(true);
            setOpen(true);
          }}
          aria-label={t('accountsWeb.waiter')}
          data-testid="waiter-button"
        />
      </Tooltip>
      {asked && (
        <Suspense fallback={null}>
          <WaiterDialog name={name} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
