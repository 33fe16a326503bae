/** NB/RED: the EU-type examination certificate's fields as rows of the certificate PDF. */
import { translate, type EuTypeCertificate, type Locale } from '@tic/shared';

/** The rows the certificate PDF prints for the fields, in the reader's language. */
export function euTypeRows(e: EuTypeCertificate, locale: Locale): [string, string][] {
  const t = (k: string) => translate(locale, k);
  return [
    [t('euType.field.manufacturer'), e.manufacturer],
    [t('euType.field.product'), e.product],
    [t('euType.field.type_designation'), e.type_designation],
    [t('euType.field.requirements_covered'), e.requirements_covered.map((r) => t(`euType.requirement.${r.replace('.', '_')}`)).join('\n')],
    [t('euType.field.type_identification'), e.type_identification],
    [t('euType.field.conclusions'), e.conclusions],
    [t('euType.field.conditions_of_validity'), e.conditions_of_validity ?? '—'],
    [t('euType.field.annexes'), e.annexes.length ? e.annexes.map((a, i) => `${i + 1}. ${a}`).join('\n') : '—'],
  ];
}
