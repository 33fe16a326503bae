import { Button, Result, Spin } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH, QR_CONFIRM_PATH, type UserInfo } from '@tic/shared';
import { http } from '../../../lib/api';
import { hasSessionFlag } from '../../../lib/storage';
import { confirmQrTicket, qrTicketInfo } from '../api/qrLogin';

/**
 * /qrLogin?ticket=… opened on the phone by scanning the computer's QR code: "log in on this
 * computer?". Public, because the phone may have no session: then it says to sign in first and
 * comes back here afterwards.
 */
export default function QrConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const signedIn = hasSessionFlag();
  // Quiet: without a session this page explains, rather than the client jumping to /login.
  const me = useQuery({ queryKey: ['me', 'qr'], queryFn: () => http.get<UserInfo>('/me', { silent: true }), enabled: signedIn, retry: false });
  const info = useQuery({ queryKey: ['qr', 'info', ticket], queryFn: () => qrTicketInfo(ticket), enabled: !!me.data && !!ticket, retry: false });
  const confirm = useMutation({ mutationFn: () => confirmQrTicket(ticket) });
  const back = `${LOGIN_PATH}?redirect=${encodeURIComponent(`${QR_CONFIRM_PATH}?ticket=${ticket}`)}`;

  let body;
  if ((signedIn && me.isLoading) || info.isLoading) body = <Spin />;
  else if (!signedIn || me.isError || !me.data)
    body = (
      <Result
        status="info"
        title={t('accountsWeb.qrConfirmTitle')}
        subTitle={t('accountsWeb.qrNeedLogin')}
        extra={
          <Link to={back}>
            <Button type="primary">{t('login.submit')}</Button>
          </Link>
        }
      />
    );
  else if (confirm.isSuccess) body = <Result status="success" title={t('accountsWeb.qrConfirmed')} data-testid="qr-confirmed" />;
  else if (confirm.isError || info.isError || (info.data && info.data.status !== 'pending')) body = <Result status="warning" title={t('accountsWeb.qrConfirmInvalid')} />;
  else
    body = (
      <Result
        icon={<DesktopOutlined className="login-result-icon" />}
        title={t('accountsWeb.qrConfirmTitle')}
        subTitle={t('accountsWeb.qrConfirmDesc', { username: me.data.username })}
        extra={[
          <Button key="ok" type="primary" size="large" block loading={confirm.isPending} onClick={() => confirm.mutate()} data-testid="qr-confirm">
            {t('accountsWeb.qrConfirm')}
          </Button>,
          <Link key="cancel" to="/">
            <Button size="large" block>
              {t('accountsWeb.qrCancel')}
            </Button>
          </Link>,
        ]}
      />
    );
  return (
    <div className="qr-confirm-page" data-testid="qr-confirm-page">
      {body}
    </div>
  );
}
