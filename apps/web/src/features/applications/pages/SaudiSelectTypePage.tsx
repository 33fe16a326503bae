import { Card } from 'antd';
import { SafetyCertificateOutlined, ContainerOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FORM_APPLICATION_TYPES } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';

/** Saudi Arabia: choose a product certificate (PCoC) or a shipment certificate (SC), then fill in its form. */
export default function SaudiSelectTypePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page" data-testid="saudi-select-type">
      <PageHeader title={t('route.customsClearance_applicationForm_myApplicationForm_SASelectType')} subtitle={t('appUi.saudi.intro')} />
      <div className="select-type-grid">
        {FORM_APPLICATION_TYPES.saudi.map((type) => (
          <Card
            key={type}
            hoverable
            className="select-type-card"
            onClick={() => navigate(`/customsClearance/applicationForm/myApplicationForm/SAApplicationForm?type=${type}`)}
            data-testid={`saudi-type-${type}`}
          >
            <div className="select-type-icon">{type === 'saudi_sc' ? <ContainerOutlined /> : <SafetyCertificateOutlined />}</div>
            <Card.Meta title={t(`appUi.saudi.${type}`)} description={t(`appUi.saudi.${type}_desc`)} />
          </Card>
        ))}
      </div>
    </div>
  );
}
