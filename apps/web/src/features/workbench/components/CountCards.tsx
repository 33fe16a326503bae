import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import FieldTimeOutlined from '@ant-design/icons-svg/es/asn/FieldTimeOutlined';
import FileDoneOutlined from '@ant-design/icons-svg/es/asn/FileDoneOutlined';
import ProfileOutlined from '@ant-design/icons-svg/es/asn/ProfileOutlined';
import RollbackOutlined from '@ant-design/icons-svg/es/asn/RollbackOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { AREA_SCREENS, useArea, type AreaScreens } from '../../applications';
import { formatNumber } from '@tic/shared';
import { SvgIcon } from '../../../components/SvgIcon';
import { PlainSkeleton } from '../../../components/plain/PlainSkeleton';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWorkbenchCounts, type WorkbenchCounts } from '../api/counts';

interface CountCard {
  key: string;
  /** The count in GET /kenya/workbench, and the filtered list it opens. */
  field: keyof WorkbenchCounts;
  to: string;
  icon: IconDefinition;
  tone: 'blue' | 'green' | 'slate' | 'orange' | 'cyan' | 'teal' | 'red';
}

// The seven counts of the workbench (spec section 2), in the spec's order.
// Each opens its own area's list (AREA_SCREENS), which asks for the same area: the count is the list's total.
const cardsOf = (s: AreaScreens): CountCard[] => [
  { key: 'myApplications', field: 'applications', to: s.list, icon: ProfileOutlined, tone: 'blue' },
  { key: 'certificates', field: 'certificates', to: s.certificates, icon: SafetyCertificateOutlined, tone: 'green' },
  { key: 'drafts', field: 'drafts', to: s.drafts, icon: EditOutlined, tone: 'slate' },
  { key: 'returned', field: 'returned', to: `${s.list}?status=returned`, icon: RollbackOutlined, tone: 'orange' },
  { key: 'inProcess', field: 'in_process', to: `${s.list}?status=processing`, icon: ClockCircleOutlined, tone: 'cyan' },
  { key: 'normalCertificates', field: 'normal_certificates', to: `${s.certificates}?status=valid`, icon: FileDoneOutlined, tone: 'teal' },
  { key: 'expiring', field: 'expiring_certificates', to: `${s.certificates}?expiring=1`, icon: FieldTimeOutlined, tone: 'red' },
];

/** The count cards: each shows its number and opens its filtered list. */
export function CountCards() {
  const { t, i18n } = useTranslation();
  const area = useArea();
  const counts = useWorkbenchCounts(area).data;
  const CARDS = cardsOf(AREA_SCREENS[area]);
  return (
    <section className="wb-section" aria-labelledby="wb-overview">
      <h2 id="wb-overview" className="wb-section-title">
        {t('workbench.overview')}
      </h2>
      <div className="wb-counts">
        {CARDS.map((c) => (
          <Link key={c.key} to={c.to} className="wb-count" data-testid={`count-${c.key}`}>
            <span className={`wb-count-icon wb-tone-${c.tone}`}>
              <SvgIcon icon={c.icon} />
            </span>
            <div className="wb-count-body">
              <div className="wb-count-label">{t(`workbench.${c.key}`)}</div>
              <div className="wb-count-value">{counts ? formatNumber(i18n.language, counts[c.field]) : <PlainSkeleton width="2.5em" />}</div>
            </div>
          </Link>
        ))}
      </div>
    </section>
  );
}
