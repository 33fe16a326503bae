import { Button, Dropdown, type MenuProps } from 'antd';
import { FileProtectOutlined, FileTextOutlined, FolderOpenOutlined, ReadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { inHeader } from '../../../components/headerPopup';

/** Header entry to the pages outside the business areas: policies, public files, the terms. */
export function ResourcesMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    { key: '/policyInfo', icon: <ReadOutlined />, label: <span data-testid="menu-policy">{t('route.policyInfo')}</span> },
    { key: '/publicFile', icon: <FolderOpenOutlined />, label: <span data-testid="menu-public-file">{t('route.publicFile')}</span> },
    { key: '/terms', icon: <FileProtectOutlined />, label: <span data-testid="menu-terms">{t('route.terms')}</span> },
  ];
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => navigate(key) }} trigger={['click']} placement="bottomRight" getPopupContainer={inHeader}>
      {/* Narrow headers hide the label (forms.css); the title still names the button. */}
      <Button
        type="text"
        className="header-action header-action-dark"
        icon={<FileTextOutlined />}
        title={t('content.resources')}
        aria-label={t('content.resources')}
        data-testid="resources-menu"
      >
        <span className="header-action-label">{t('content.resources')}</span>
      </Button>
    </Dropdown>
  );
}
