/**
 * What a business line's certificate fields draw on the certificate page, by the key the line declares them under
 * (its `api.certificateFields.key`, lines/<line>/index.ts): the one map the page reads, so it names no line. Every
 * declared key has its row, so a line declaring certificate fields fails the web typecheck until it says how they show.
 */
import type { ComponentType } from 'react';
import type { CertificateDetail, LineCertificateFields } from '@tic/shared';
import { EuTypeFields } from './EuTypeFields';

type FieldsKey = LineCertificateFields['key'];

export const LINE_CERTIFICATE_PANELS: { readonly [K in FieldsKey]: ComponentType<{ value: NonNullable<CertificateDetail[K]> }> } = {
  // NB/RED: the EU-type examination certificate's own fields.
  eu_type: EuTypeFields,
};

/** The line fields this certificate states, each drawn by its line's panel (none on most certificates). */
export function LineCertificateFieldsPanels({ cert }: { cert: CertificateDetail }) {
  return (
    <>
      {(Object.keys(LINE_CERTIFICATE_PANELS) as FieldsKey[]).map((key) => {
        const value = cert[key];
        const Panel = LINE_CERTIFICATE_PANELS[key];
        return value ? <Panel key={key} value={value} /> : null;
      })}
    </>
  );
}
