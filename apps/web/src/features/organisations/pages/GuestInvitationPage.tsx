import { App, Button, Descriptions, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { GUEST_APPLICATIONS_PATH } from '@tic/shared';
import { named } from '../../../lib/i18n';
import { hasSessionFlag } from '../../../lib/storage';
import { formatDateTime } from '../../accounts';
import { LoginHeading, LoginShell } from '../../auth';
import { InvitationGone, InvitationSignIn } from '../components/InvitationParts';
import { useAcceptGuestInvitation, useGuestInvitationPreview } from '../api/guests';
import { signInToAcceptGuest } from '../lib/invitationLinks';

/**
 * /guestInvitation/:id (issue 30; the id is the invitation's token), without sign-in: which application the person
 * is asked to help with and what is asked. Signed in, they accept and land on the application; otherwise they sign
 * in or register and come back here.
 */
export default function GuestInvitationPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const token = useParams().id ?? '';
  const preview = useGuestInvitationPreview(token);
  const accept = useAcceptGuestInvitation();
  const signedIn = hasSessionFlag();
  const inv = preview.data;

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: (a) => {
        void message.success(t('guest.web.accepted', { application: a.application }));
        navigate(`${GUEST_APPLICATIONS_PATH}/${a.id}`);
      },
    });

  return (
    <LoginShell>
      <div data-testid="guest-invitation-page">
        <LoginHeading title={t('guest.web.invitationTitle')} />
        {preview.isLoading && <Spin />}
        {preview.isError && <InvitationGone error={preview.error} signedIn={signedIn} testId="guest-invitation" />}
        {inv && (
          <>
            <p className="invitation-text" data-testid="guest-invitation-text">
              {t('guest.web.invitationText', { by: named(inv.invited_by ?? ''), organisation: named(inv.organisation), application: named(inv.application) })}
            </p>
            <Descriptions column={1} size="small" className="invitation-facts">
              <Descriptions.Item label={t('organisation.title')}>
                <bdi>{inv.organisation}</bdi>
              </Descriptions.Item>
              {inv.note && (
                <Descriptions.Item label={t('guest.web.askedOfYou')}>
                  <bdi dir="auto" data-testid="guest-invitation-note">
                    {inv.note}
                  </bdi>
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t('organisation.web.colExpires')}>
                <bdi>{formatDateTime(inv.expires_at)}</bdi>
              </Descriptions.Item>
            </Descriptions>
            {signedIn ? (
              <Button type="primary" block size="large" loading={accept.isPending} onClick={onAccept} data-testid="guest-invitation-accept">
                {t('guest.web.accept')}
              </Button>
            ) : (
              <InvitationSignIn to={(view) => signInToAcceptGuest(token, view)} testId="guest-invitation" />
            )}
          </>
        )}
      </div>
    </LoginShell>
  );
}
