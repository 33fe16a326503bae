import ApartmentOutlined from '@ant-design/icons-svg/es/asn/ApartmentOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../../components/plain/MenuButton';
import { SvgIcon } from '../../../components/SvgIcon';
import { named } from '../../../lib/i18n';
import { session } from '../../../lib/storage';
import { useOrganisations } from '../api/organisations';
import { currentOf, othersOf, showsSwitcher, switchOrganisation, unreadElsewhere } from '../lib/switcher';

/**
 * The header's organisation switcher (issue 30), for a person in more than one organisation: the current one's name
 * and the role held there; choosing another remembers it for this tab and opens its workbench. Plain elements (the
 * signed-in shell loads no antd); on a phone only its icon shows, the name stays its accessible label.
 */
export function OrganisationSwitch() {
  const { t } = useTranslation();
  const list = useOrganisations().data;
  if (!showsSwitcher(list)) return null;
  const current = currentOf(list);
  const role = (r: string) => t(`organisation.role.${r}`);
  const label = current ? t('organisation.web.nameWithRole', { name: named(current.name), role: role(current.role) }) : t('organisation.switch');
  // Notices waiting in another organisation: a dot on the switcher, and its label says so.
  const waiting = unreadElsewhere(list);
  const fullLabel =
    waiting > 0
      ? `${t('organisation.switch')}: ${label} · ${t('organisation.web.unreadElsewhere', { count: waiting })}`
      : `${t('organisation.switch')}: ${label}`;
  const items = othersOf(list).map((o) => ({
    key: String(o.id),
    label: (
      <span className="org-switch-item">
        <bdi className="org-switch-name">{o.name}</bdi>
        <span className="org-switch-role">{o.own ? `${role(o.role)} · ${t('organisation.own')}` : role(o.role)}</span>
        {o.unread > 0 && (
          <span className="org-switch-unread" data-testid={`org-unread-${o.id}`}>
            {t('organisation.web.unread', { count: o.unread })}
          </span>
        )}
      </span>
    ),
    testId: `org-switch-${o.id}`,
  }));
  return (
    <MenuButton
      items={items}
      onSelect={(key) => switchOrganisation(Number(key), session, (path) => window.location.assign(path))}
      label={fullLabel}
      title={label}
      className="header-action header-action-dark org-switch-trigger"
      testId="org-switch"
    >
      <SvgIcon icon={ApartmentOutlined} />
      {current && (
        <span className="org-switch-current">
          <bdi className="org-switch-name" data-testid="org-current-name">
            {current.name}
          </bdi>
          <span className="org-switch-role" data-testid="org-current-role">
            {role(current.role)}
          </span>
        </span>
      )}
      {waiting > 0 && <span className="org-switch-dot" aria-hidden="true" data-testid="org-unread-dot" />}
      <SvgIcon icon={DownOutlined} className="user-caret" />
    </MenuButton>
  );
}
