import { useEffect } from 'react';
import { Button, Result, Spin, Typography } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@tic/shared';
import { onUnauthorized } from '../../../lib/api';
import { isApiError } from '../../../lib/http';
import { hasSessionFlag } from '../../../lib/storage';
import { fetchMe } from '../../auth';
import { LoginShell } from '../../auth';
import { cancelQrTicket, confirmQrTicket, fetchQrTicketInfo } from '../api/qrLogin';
import { browserSummary } from '../lib/qrTicket';

const is401 = (e: unknown) => isApiError(e) && e.status === 401;

/**
 * /qrLogin?ticket=… opened on the phone by scanning the computer's QR code: "log in on this
 * computer?", with the computer's browser and address. Public, because the phone may have no
 * session: then it goes to the login page and comes back here afterwards.
 */
export default function QrConfirmPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const signedIn = hasSessionFlag();
  const me = useQuery({ queryKey: ['me', 'qr'], queryFn: ({ signal }) => fetchMe(signal), enabled: signedIn && !!ticket, retry: false });
  const info = useQuery({ queryKey: ['qr', 'info', ticket], queryFn: () => fetchQrTicketInfo(ticket), enabled: signedIn && !!ticket, retry: false, gcTime: 0 });
  const confirm = useMutation({ mutationFn: () => confirmQrTicket(ticket) });
  const cancel = useMutation({ mutationFn: () => cancelQrTicket(ticket) });
  const needLogin = !!ticket && (!signedIn || is401(me.error) || is401(info.error) || is401(confirm.error) || is401(cancel.error));

  useEffect(() => {
    // Sign in on this phone, then the login page brings the user back to this very URL.
    if (needLogin) onUnauthorized();
  }, [needLogin]);

  const problem = confirm.error ?? cancel.error ?? info.error;
  const home = (
    <Link to={HOME_PATH}>
      <Button size="large" block>
        {t('common.backHome')}
      </Button>
    </Link>
  );
  let body;
  if (!ticket) body = <Result status="warning" title={t('accountsWeb.qrConfirmInvalid')} data-testid="qr-confirm-invalid" />;
  else if (needLogin || me.isLoading || info.isLoading) body = <Spin size="large" />;
  else if (confirm.isSuccess) body = <Result status="success" title={t('accountsWeb.qrConfirmed')} extra={home} data-testid="qr-confirmed" />;
  else if (cancel.isSuccess) body = <Result status="info" title={t('accountsWeb.qrDenied')} extra={home} data-testid="qr-denied" />;
  else if (problem || !info.data || !me.data || info.data.status !== 'pending')
    body = (
      <Result
        status="warning"
        title={t('accountsWeb.qrConfirmInvalid')}
        subTitle={isApiError(problem) ? problem.msg : undefined}
        extra={home}
        data-testid="qr-confirm-invalid"
      />
    );
  else {
    const until = new Date(info.data.expires_at).toLocaleTimeString(i18n.language.replace('_', '-'), { hour: '2-digit', minute: '2-digit', second: '2-digit' });
    body = (
      <Result
        icon={<DesktopOutlined className="login-result-icon" />}
        title={t('accountsWeb.qrConfirmTitle')}
        subTitle={
          <>
            <Typography.Paragraph type="secondary">{t('accountsWeb.qrConfirmDesc', { username: me.data.username })}</Typography.Paragraph>
            <Typography.Paragraph strong data-testid="qr-computer">
              {t('accountsWeb.qrRequestFrom', { browser: browserSummary(info.data.user_agent) ?? t('accountsWeb.qrUnknownBrowser'), ip: info.data.ip ?? '—' })}
            </Typography.Paragraph>
            <Typography.Text type="secondary">{t('accountsWeb.qrValidUntil', { time: until })}</Typography.Text>
          </>
        }
        extra={[
          <Button
            key="ok"
            type="primary"
            size="large"
            block
            loading={confirm.isPending}
            disabled={cancel.isPending}
            onClick={() => confirm.mutate()}
            data-testid="qr-confirm"
          >
            {t('accountsWeb.qrConfirm')}
          </Button>,
          <Button
            key="cancel"
            size="large"
            block
            loading={cancel.isPending}
            disabled={confirm.isPending}
            onClick={() => cancel.mutate()}
            data-testid="qr-cancel"
          >
            {t('accountsWeb.qrCancel')}
          </Button>,
        ]}
      />
    );
  }
  return (
    <LoginShell>
      <div className="qr-confirm" data-testid="qr-confirm-page">
        {body}
      </div>
    </LoginShell>
  );
}
