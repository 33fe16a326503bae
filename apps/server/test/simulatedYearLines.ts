/**
 * The simulated year's applications, one entry per line of LINE_REGISTRY (simulated-year.test.ts): the area it is
 * filed under, the types it draws from, a complete body of each, and what the line issues (a certificate after a
 * draft review, a laboratory test report, an inspection or audit report). Dates come from the caller (`ahead`:
 * days after the later of the real and the simulated today, so the requests' "not in the past" rules hold for both).
 */
import { auditApplication, customsForm, NB_FILES, nbApplication, radioApplication } from './applicationFixtures.js';
import { cbApplication, gccApplication, testingApplication } from '../../../packages/shared/src/forms/fixtures/labApplications.js';
import { inspectionBooking } from '../../../packages/shared/src/forms/fixtures/entrustedApplications.js';

/** How a line's work runs to its end (the test's driver moves each kind through its own steps). */
export type SimKind = 'certificate' | 'sampledCertificate' | 'testReport' | 'inspection' | 'audit';

export interface SimDates {
  /** `n` days after the later of the real and the simulated today (YYYY-MM-DD). */
  ahead: (n: number) => string;
}

export interface SimLine {
  form: string;
  area: string;
  kind: SimKind;
  types: readonly string[];
  /** The file types the body attaches (uploaded first; their ids are passed in the same order). */
  files?: (type: string) => readonly string[];
  body: (type: string, title: string, d: SimDates, files: number[]) => Record<string, unknown>;
}

const customs = (type: string, title: string, d: SimDates) => {
  const base = customsForm(title, { inspection_date: d.ahead(10) });
  return type === 'kenya_pvoc' ? base : { ...base, application_type: type, kenya: undefined };
};

export const SIM_LINES: readonly SimLine[] = [
  { form: 'customs', area: 'customsClearance', kind: 'certificate', types: ['kenya_pvoc', 'nigeria_soncap'], body: (t, title, d) => customs(t, title, d) },
  {
    form: 'saudi',
    area: 'customsClearance',
    kind: 'certificate',
    types: ['saudi_pcoc'],
    files: () => ['merged_pdf'],
    body: (t, title, d, files) => ({
      ...customsForm(title, { inspection_date: d.ahead(10), certification_project: 'SASO PCoC' }),
      application_type: t,
      kenya: undefined,
      saudi: { saber_request_no: 'SBR-1' },
      attachments: [{ file_id: files[0], file_type: 'merged_pdf' }],
    }),
  },
  {
    form: 'entrusted',
    area: 'entrustedInspection',
    kind: 'inspection',
    types: ['insp_pre_shipment', 'insp_during_production', 'insp_initial_production', 'insp_container_loading'],
    body: (t, title, d) => {
      const b = inspectionBooking(title, t);
      return { ...b, booking: { ...b.booking, inspection_date: d.ahead(10) } };
    },
  },
  {
    form: 'nb',
    area: 'internationalProduct',
    kind: 'certificate',
    types: ['nb_new', 'nb_extension'],
    files: () => NB_FILES,
    body: (t, title, _d, files) => nbApplication(t, title, files),
  },
  {
    form: 'communication',
    area: 'communication',
    kind: 'sampledCertificate',
    types: ['comm_srrc', 'comm_cta'],
    files: () => ['technical_manual'],
    body: (t, title, _d, files) => radioApplication(t, title, files[0]!),
  },
  {
    form: 'testing',
    area: 'entrustedInspection',
    kind: 'testReport',
    types: ['electronics_test', 'textile_test', 'chemistry_test', 'luggage_test'],
    body: (t, title) => testingApplication(t as Parameters<typeof testingApplication>[0], title),
  },
  { form: 'gcc', area: 'internationalProduct', kind: 'certificate', types: ['gcc'], body: (_t, title) => gccApplication(title, '85131010') },
  { form: 'cb', area: 'internationalProduct', kind: 'sampledCertificate', types: ['cb'], body: (_t, title) => cbApplication(title) },
  {
    form: 'audit',
    area: 'entrustedInspection',
    kind: 'audit',
    types: ['audit_social', 'audit_quality'],
    body: (t, title, d) => auditApplication(t, title, d.ahead(20)),
  },
];
