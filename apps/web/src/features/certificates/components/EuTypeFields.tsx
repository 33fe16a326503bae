import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CertificateDetail } from '@tic/shared';
import { text } from './Bidi';

type EuType = NonNullable<CertificateDetail['eu_type']>;

/** NB/RED: what the EU-type examination certificate states (the same fields its PDF prints). */
export function EuTypeFields({ value }: { value: EuType }) {
  const { t } = useTranslation();
  const lines = (items: string[]) => (
    <ol className="eu-type-list">
      {items.map((v) => (
        <li key={v} dir="auto">
          {v}
        </li>
      ))}
    </ol>
  );
  return (
    <section data-testid="cert-eu-type">
      <Descriptions className="eu-type-fields" bordered column={1} size="middle" title={`${t('euType.heading')} · ${t('euType.directive')}`}>
        <Descriptions.Item label={t('euType.field.manufacturer')}>{text(value.manufacturer)}</Descriptions.Item>
        <Descriptions.Item label={t('euType.field.product')}>{text(value.product)}</Descriptions.Item>
        <Descriptions.Item label={t('euType.field.type_designation')}>{text(value.type_designation)}</Descriptions.Item>
        <Descriptions.Item label={t('euType.field.requirements_covered')}>
          {lines(value.requirements_covered.map((r) => t(`euType.requirement.${r.replace('.', '_')}`)))}
        </Descriptions.Item>
        <Descriptions.Item label={t('euType.field.type_identification')}>{text(value.type_identification)}</Descriptions.Item>
        <Descriptions.Item label={t('euType.field.conclusions')}>{text(value.conclusions)}</Descriptions.Item>
        <Descriptions.Item label={t('euType.field.conditions_of_validity')}>
          {value.conditions_of_validity ? text(value.conditions_of_validity) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('euType.field.annexes')}>{value.annexes.length ? lines(value.annexes) : '—'}</Descriptions.Item>
      </Descriptions>
    </section>
  );
}
