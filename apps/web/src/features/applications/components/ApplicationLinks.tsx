import { Descriptions } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail, ApplicationLink } from '@tic/shared';
import { detailPath } from '../lib/paths';

const linkText = (a: ApplicationLink) => [a.rfc_no ?? `#${a.id}`, a.title].filter(Boolean).join(' · ');

/**
 * What issue 19 adds to an application's page: the parent of a re-inspection, extension or re-assessment
 * and the follow-ups made from it (the link both ways), and where a mailed certificate goes.
 */
export function ApplicationLinks({ detail }: { detail: Pick<ApplicationDetail, 'parent' | 'children' | 'mail_to'> }) {
  const { t } = useTranslation();
  const { parent, children, mail_to: mail } = detail;
  if (!parent && !children.length && !mail) return null;
  const relation = (a: ApplicationLink) => t(`appExtras.relation.${a.relation}`);
  const items = [
    parent && {
      key: 'parent',
      label: t('appExtras.parent'),
      children: (
        <Link to={detailPath(parent)} data-testid="application-parent" dir="auto">
          {relation(parent)}: {linkText(parent)}
        </Link>
      ),
    },
    children.length > 0 && {
      key: 'children',
      label: t('appExtras.children'),
      children: (
        <ul className="plain-list" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="application-children">
          {children.map((c) => (
            <li key={c.id}>
              <Link to={detailPath(c)} dir="auto">
                {relation(c)}: {linkText(c)}
              </Link>
            </li>
          ))}
        </ul>
      ),
    },
    mail && {
      key: 'mail',
      label: t('appExtras.mailTo'),
      children: (
        <span data-testid="application-mail-to" dir="auto">
          {[mail.recipient, mail.company, mail.address, mail.postcode, mail.phone].filter(Boolean).join(' · ')}
        </span>
      ),
    },
  ].filter(Boolean) as { key: string; label: string; children: React.ReactNode }[];
  return <Descriptions className="page-card application-links" size="small" column={1} bordered items={items} data-testid="application-links" />;
}
