import { Alert, App, Button, Descriptions, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '@tic/shared';
import { isApiError } from '../../../lib/http';
import { named } from '../../../lib/i18n';
import { chooseOrganisation } from '../../../lib/organisation';
import { hasSessionFlag, session } from '../../../lib/storage';
import { formatDateTime } from '../../accounts';
import { LoginHeading, LoginShell } from '../../auth';
import { useAcceptInvitation, useInvitationPreview } from '../api/invitations';
import { signInToAccept } from '../lib/invitationLinks';

/**
 * /invitation/:id (issue 30; the id is the invitation's token), without sign-in: what the invitation is for. Signed
 * in, the person accepts it and the tab switches to the organisation; otherwise they sign in or register and come back.
 */
export default function InvitationPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
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
        {preview.isError && (
          <>
            <Alert
              type="warning"
              showIcon
              // An expired or used invitation is refused (400) with its reason in the user's language; an unknown one is 404.
              title={isApiError(preview.error) && preview.error.status === 400 ? preview.error.msg : t('organisation.web.invitationGone')}
              description={t('organisation.web.invitationGoneHint')}
              data-testid="invitation-gone"
            />
            <div className="login-links">
              <Link to={signedIn ? HOME_PATH : LOGIN_PATH}>{signedIn ? t('organisation.web.toWorkbench') : t('route.login')}</Link>
            </div>
          </>
        )}
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
              <>
                <p className="invitation-hint">{t('organisation.web.signInHint')}</p>
                <Space orientation="vertical" className="invitation-actions">
                  <Button type="primary" block size="large" onClick={() => navigate(signInToAccept(token, 'login'))} data-testid="invitation-sign-in">
                    {t('organisation.web.signIn')}
                  </Button>
                  <Button block size="large" onClick={() => navigate(signInToAccept(token, 'register'))} data-testid="invitation-register">
                    {t('organisation.web.register')}
                  </Button>
                </Space>
              </>
            )}
          </>
        )}
      </div>
    </LoginShell>
  );
}
