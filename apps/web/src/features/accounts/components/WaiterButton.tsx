import { lazy, Suspense, useState } from 'react';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@tic/shared';
import { WithAntd } from '../../../app/antd';
import { SvgIcon } from '../../../components/SvgIcon';

// The dialog (antd's Modal) loads with antd when first opened (issue 16: the signed-in shell loads no antd).
const WaiterDialog = lazy(() => import('./WaiterDialog').then((m) => ({ default: m.WaiterDialog })));

/** The dedicated customer service header button: only for users with a name on file; the dialog greets by role surname. */
export function WaiterButton({ me }: { me: UserInfo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The dialog is mounted from the first opening on.
  const [asked, setAsked] = useState(false);
  const name = me.name?.trim();
  if (!name) return null;
  return (
    <>
      {/* An icon with a tooltip (the title, shown on hover; the name is read out): the header already holds five areas. */}
      <button
        type="button"
        className="header-action header-action-dark"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        aria-label={t('accountsWeb.waiter')}
        title={t('accountsWeb.waiter')}
        data-testid="waiter-button"
      >
        <SvgIcon icon={CustomerServiceOutlined} />
      </button>
      {asked && (
        <WithAntd>
          <Suspense fallback={null}>
            <WaiterDialog name={name} open={open} onClose={() => setOpen(false)} />
          </Suspense>
        </WithAntd>
      )}
    </>
  );
}
