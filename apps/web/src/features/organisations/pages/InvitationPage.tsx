import { App, Button, Descriptions, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HOME_PATH } from '@tic/shared';
import { named } from '../../../lib/i18n';
import { chooseOrganisation } from '../../../lib/organisation';
import { hasSessionFlag, session } from '../../../lib/storage';
import { formatDateTime } from '../../accounts';
import { LoginHeading, LoginShell } from '../../auth';
import { InvitationGone, InvitationSignIn } from '../components/InvitationParts';
import { useAcceptInvitation, useInvitationPreview } from '../api/invitations';
import { signInToAccept } from '../lib/invitationLinks';

/**
 * /invitation/:id (issue 30; the id is the invitation's token), without sign-in: what the invitation is for. Signed
 * in, the person accepts it and the tab switches to the organisation; otherwise they sign in or register and come back.
 */
export default function InvitationPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const token = useParams().id ?? '';
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const signedIn = hasSessionFlag();
  const inv = preview.data;

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: (org) => {
        chooseOrganisation(session, org.id);
        void message.success(t('organisation.web.accepted', { organisation: named(org.name) }));
        // A full load: the header, its organisations and every cached answer start afresh in the new organisation.
        window.location.assign(HOME_PATH);
      },
    });

  return (
    <LoginShell>
      <div data-testid="invitation-page">
        <LoginHeading title={t('organisation.web.invitationTitle')} />
        {preview.isLoading && <Spin />}
        {preview.isError && <InvitationGone error={preview.error} signedIn={signedIn} testId="invitation" />}
        {inv && (
          <>
            <p className="invitation-text" data-testid="invitation-text">
              {inv.invited_by
                ? t('organisation.web.invitationText', {
                    by: named(inv.invited_by),
                    organisation: named(inv.organisation),
                    role: t(`organisation.role.${inv.role}`),
                  })
                : t('organisation.web.invitationTextNoBy', { organisation: named(inv.organisation), role: t(`organisation.role.${inv.role}`) })}
            </p>
            <Descriptions column={1} size="small" className="invitation-facts">
              <Descriptions.Item label={t('organisation.title')}>
                <bdi data-testid="invitation-organisation">{inv.organisation}</bdi>
              </Descriptions.Item>
              <Descriptions.Item label={t('organisation.web.colRole')}>
                <span data-testid="invitation-role">{t(`organisation.role.${inv.role}`)}</span>
              </Descriptions.Item>
              {inv.invited_by && (
                <Descriptions.Item label={t('organisation.web.colInvitedBy')}>
                  <bdi>{inv.invited_by}</bdi>
                </Descriptions.Item>
              )}
              {inv.contact && (
                <Descriptions.Item label={t('organisation.web.colContact')}>
                  <bdi dir="ltr">{inv.contact}</bdi>
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t('organisation.web.colExpires')}>
                <bdi>{formatDateTime(inv.expires_at)}</bdi>
              </Descriptions.Item>
            </Descriptions>
            {signedIn ? (
              <Button type="primary" block size="large" loading={accept.isPending} onClick={onAccept} data-testid="invitation-accept">
                {t('organisation.web.accept')}
              </Button>
            ) : (
              <InvitationSignIn to={(view) => signInToAccept(token, view)} testId="invitation" />
            )}
          </>
        )}
      </div>
    </LoginShell>
  );
}
