import type { ReactNode } from 'react';
import { InfoCircleOutlined } from '@ant-design/icons';
import {
  ClockCircleOutlined,
  EditOutlined,
  FieldTimeOutlined,
  FileDoneOutlined,
  ProfileOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface CountCard {
  key: string;
  icon: ReactNode;
  tone: 'blue' | 'green' | 'slate' | 'orange' | 'cyan' | 'teal' | 'red';
}

// The seven counts of the workbench (spec section 2), in the spec's order.
const CARDS: CountCard[] = [
  { key: 'myApplications', icon: <ProfileOutlined />, tone: 'blue' },
  { key: 'certificates', icon: <SafetyCertificateOutlined />, tone: 'green' },
  { key: 'drafts', icon: <EditOutlined />, tone: 'slate' },
  { key: 'returned', icon: <RollbackOutlined />, tone: 'orange' },
  { key: 'inProcess', icon: <ClockCircleOutlined />, tone: 'cyan' },
  { key: 'normalCertificates', icon: <FileDoneOutlined />, tone: 'teal' },
  { key: 'expiring', icon: <FieldTimeOutlined />, tone: 'red' },
];

/**
 * The count cards. The counts come with the applications API; until then each card shows a dash
 * (never an invented number) and one line says when numbers appear.
 */
export function CountCards() {
  const { t } = useTranslation();
  return (
    <section className="wb-section" aria-labelledby="wb-overview">
      <h2 id="wb-overview" className="wb-section-title">
        {t('workbench.overview')}
      </h2>
      <div className="wb-counts">
        {CARDS.map((c) => (
          <div key={c.key} className="wb-count" data-testid={`count-${c.key}`}>
            <span className={`wb-count-icon wb-tone-${c.tone}`}>{c.icon}</span>
            <div className="wb-count-body">
              <div className="wb-count-label">{t(`workbench.${c.key}`)}</div>
              <div className="wb-count-value" aria-label={t('workbench.countsLater')}>
                —
              </div>
            </div>
          </div>
        ))}
      </div>
      <p className="wb-note">
        <InfoCircleOutlined /> {t('workbench.countsLater')}
      </p>
    </section>
  );
}
