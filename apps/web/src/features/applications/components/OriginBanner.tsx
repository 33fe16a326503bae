import { Alert, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FORM_DECLARATIONS, followOnPathKeys, type ApplicationForm, type FollowOnOrigin } from '@tic/shared';
import { AREA_SCREENS } from '../lib/areas';

/**
 * A follow-on draft's origin (issue 32): the certificate it was made from, what was copied from it and what must be
 * given anew, each named as the form names it.
 */
export function OriginBanner({ origin, form }: { origin: FollowOnOrigin; form: ApplicationForm }) {
  const { t, i18n } = useTranslation();
  const label = (path: string) => {
    const key = followOnPathKeys(form, path).find((k) => i18n.exists(k));
    return key ? t(key) : path;
  };
  const list = (paths: string[], testId: string) =>
    paths.length === 0 ? (
      <span>{t('renewals.banner.nothing')}</span>
    ) : (
      <span data-testid={testId}>
        {paths.map((p) => (
          <Tag key={p} style={{ marginBlock: 2 }}>
            {label(p)}
          </Tag>
        ))}
      </span>
    );
  const certificates = AREA_SCREENS[FORM_DECLARATIONS[form].area].certificates;
  return (
    <Alert
      type="info"
      showIcon
      className="form-alert origin-banner"
      data-testid="origin-banner"
      data-kind={origin.kind}
      title={
        <>
          {t(`renewals.banner.${origin.kind}`, { certificate: origin.cert_no })}{' '}
          <Link to={`${certificates}/${origin.certificate_id}`} data-testid="origin-certificate" style={{ textDecoration: 'underline' }}>
            {t('renewals.banner.openOrigin')}
          </Link>
        </>
      }
      description={
        <dl className="origin-lists" style={{ margin: 0 }}>
          <dt style={{ fontWeight: 600 }}>{t('renewals.banner.copied')}</dt>
          <dd style={{ margin: '0 0 6px' }}>{list(origin.copied, 'origin-copied')}</dd>
          <dt style={{ fontWeight: 600 }}>{t('renewals.banner.toProvide')}</dt>
          <dd style={{ margin: 0 }}>{list(origin.to_provide, 'origin-to-provide')}</dd>
        </dl>
      }
    />
  );
}
