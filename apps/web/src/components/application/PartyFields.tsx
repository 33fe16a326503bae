import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { SectionFields } from './MetaField';
import type { FieldMetaLike, RuleFor } from './types';

/**
 * One party of an application (importer, exporter, manufacturer, factory, beneficiary, applicant;
 * spec section 3): company name, English name, country, city, address, zip code, contact, phone,
 * e-mail, fax, warehouse, zone, BPN/TIN, inspection date, as the shared definition lists them.
 */
export function PartyFields({
  role,
  metas,
  rules,
  readOnly,
  name = 'parties',
}: {
  role: string;
  metas: readonly FieldMetaLike[];
  rules?: RuleFor;
  readOnly?: boolean;
  name?: string;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" className="party-card" title={t(`appUi.party.${role}`)} data-testid={`party-${role}`}>
      <SectionFields metas={metas} prefix={[name, role]} rules={rules} readOnly={readOnly} />
    </Card>
  );
}
