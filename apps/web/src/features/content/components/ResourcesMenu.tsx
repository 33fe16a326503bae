import FileProtectOutlined from '@ant-design/icons-svg/es/asn/FileProtectOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import FolderOpenOutlined from '@ant-design/icons-svg/es/asn/FolderOpenOutlined';
import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MenuButton, type MenuButtonItem } from '../../../components/plain/MenuButton';
import { SvgIcon } from '../../../components/SvgIcon';

/** Header entry to the pages outside the business areas: policies, public files, the terms. */
export function ResourcesMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items: MenuButtonItem[] = [
    { key: '/policyInfo', icon: ReadOutlined, label: t('route.policyInfo'), testId: 'menu-policy' },
    { key: '/publicFile', icon: FolderOpenOutlined, label: t('route.publicFile'), testId: 'menu-public-file' },
    { key: '/terms', icon: FileProtectOutlined, label: t('route.terms'), testId: 'menu-terms' },
  ];
  return (
    // Narrow headers hide the label (forms.css); the title still names the button.
    <MenuButton
      items={items}
      onSelect={(key) => navigate(key)}
      label={t('content.resources')}
      title={t('content.resources')}
      className="header-action header-action-dark"
      testId="resources-menu"
    >
      <SvgIcon icon={FileTextOutlined} />
      <span className="header-action-label">{t('content.resources')}</span>
    </MenuButton>
  );
}
