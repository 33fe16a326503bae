import { useEffect, useState } from 'react';
import { Button, Spin, Typography } from 'antd';
import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { QR_POLL_MS, QR_TICKET_TTL_SECONDS, type QrTicketStatus } from '@tic/shared';
import { isApiError } from '../../../lib/http';
import { afterLoginTarget } from '../../auth';
import { createQrTicket, pollQrTicket, ticketUrl } from '../api/qrLogin';
import { qrPhase, shouldPoll, ticketSecondsLeft, type TicketView } from '../lib/qrTicket';

/**
 * The computer's side of the QR sign-in: the QR code of a one-time ticket URL, refreshable when the
 * ticket expires or the phone refused; the ticket's status is asked every second until the phone
 * confirms, and the answer that follows sets this browser's session cookies.
 */
export function QrLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [now, setNow] = useState(() => Date.now());
  // The countdown runs on this browser's clock from the moment the ticket arrived (the computer's clock may be off);
  // the server's own expiry shows up in the poll's status anyway.
  const ticket = useQuery({
    queryKey: ['qr', 'ticket'],
    queryFn: async () => ({ ...(await createQrTicket()), expiresLocally: Date.now() + QR_TICKET_TTL_SECONDS * 1000 }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const tk = ticket.data;
  const url = tk ? ticketUrl(tk.ticket) : '';
  const viewOf = (status: QrTicketStatus | undefined, error: unknown): TicketView | null =>
    // A ticket the server no longer knows is as good as expired (a new one is offered); other failures are retried.
    tk ? { status: isApiError(error) && error.status === 404 ? 'expired' : (status ?? 'pending'), expires_at: tk.expiresLocally } : null;
  const status = useQuery({
    queryKey: ['qr', 'status', tk?.ticket],
    queryFn: () => pollQrTicket(tk!),
    enabled: !!tk,
    refetchInterval: (q) => (shouldPoll(qrPhase(viewOf(q.state.data?.status, q.state.error), Date.now())) ? (tk?.poll_ms ?? QR_POLL_MS) : false),
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });
  const view = viewOf(status.data?.status, status.error);
  // The page's clock ticks every second: never count from before the ticket's arrival.
  const at = Math.max(now, tk ? tk.expiresLocally - QR_TICKET_TTL_SECONDS * 1000 : now);
  const phase = ticket.isError ? 'expired' : qrPhase(view, at);
  const [image, setImage] = useState<string | null>(null);

  useEffect(() => {
    if (!url) return;
    let live = true;
    void QRCode.toDataURL(url, { margin: 1, width: 200, errorCorrectionLevel: 'M' }).then((data) => live && setImage(data));
    return () => {
      live = false;
    };
  }, [url]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (phase === 'confirmed') navigate(afterLoginTarget(params.get('redirect')), { replace: true });
  }, [phase, navigate, params]);

  const refresh = (
    <Button type="primary" icon={<ReloadOutlined />} onClick={() => void ticket.refetch()} loading={ticket.isFetching} data-testid="qr-refresh">
      {t('accountsWeb.qrRefresh')}
    </Button>
  );
  return (
    <div className="qr-login" data-testid="qr-login" data-url={url} data-phase={phase}>
      <div className={`qr-frame${phase === 'expired' || phase === 'cancelled' ? ' qr-frame-expired' : ''}`}>
        {image && tk ? <img src={image} alt={t('accountsWeb.qrImageAlt')} width={200} height={200} data-testid="qr-image" /> : <Spin />}
        {(phase === 'expired' || phase === 'cancelled') && (
          <div className="qr-overlay" data-testid="qr-expired">
            <Typography.Text strong>{t(phase === 'cancelled' ? 'accountsWeb.qrCancelledOnPhone' : 'accountsWeb.qrExpired')}</Typography.Text>
            {refresh}
          </div>
        )}
        {phase === 'confirmed' && (
          <div className="qr-overlay">
            <CheckCircleFilled className="qr-ok" />
            <Typography.Text strong>{t('accountsWeb.qrSigningIn')}</Typography.Text>
          </div>
        )}
      </div>
      <Typography.Paragraph type="secondary" className="qr-caption" data-testid="qr-status">
        {t('accountsWeb.qrHint')}
      </Typography.Paragraph>
      {phase === 'waiting' && view && (
        <Typography.Text type="secondary" className="qr-validity" data-testid="qr-countdown">
          {t('accountsWeb.qrValid', { count: ticketSecondsLeft(view, at) })}
        </Typography.Text>
      )}
      {phase === 'waiting' && (
        <Typography.Text type="secondary" className="qr-link-hint">
          {t('accountsWeb.qrLinkHint')}{' '}
          <Typography.Text copyable={{ text: url }} data-testid="qr-link">
            {t('accountsWeb.qrLink')}
          </Typography.Text>
        </Typography.Text>
      )}
    </div>
  );
}
