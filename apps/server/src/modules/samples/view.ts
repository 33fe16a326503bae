/**
 * What the API answers of an application's samples (the detail, the notice screens, staff): the order,
 * its shipments with photos, what the customer can do now, and the retention date of the terms.
 */
import {
  sampleCategoryOf,
  sampleFieldsOf,
  sampleRetention,
  valueAt,
  type PhysicalForm,
  type SampleDisposition,
  type SampleOrder,
  type SampleRetentionView,
  type TestDataBody,
} from '@tic/shared';
import type { Db } from '../../db/client.js';
import { samplesRepo, type SampleOrderRow } from './repo.js';

interface AppLike {
  id: number;
  form: string;
  status: string;
  processStep: string;
  applicationType: string;
  data: Record<string, unknown>;
}

const customerAction = (a: AppLike): SampleOrder['customer_action'] =>
  a.status !== 'processing' ? null : a.processStep === 'sample_delivery' ? 'ship' : a.processStep === 'data_review' ? 'review_data' : null;

/** The samples of these applications (absent: staff have not asked for them yet). */
export async function sampleOrders(db: Db, apps: AppLike[]): Promise<Map<number, SampleOrder>> {
  const ids = apps.map((a) => a.id);
  const [orders, shipments] = await Promise.all([samplesRepo.findMany(db, ids), samplesRepo.shipments(db, ids)]);
  const photos = await samplesRepo.photos(
    db,
    shipments.map((s) => s.id),
  );
  const out = new Map<number, SampleOrder>();
  for (const o of orders) {
    const a = apps.find((x) => x.id === o.applicationId)!;
    out.set(o.applicationId, {
      lab_address: o.labAddress,
      lab_contact: o.labContact,
      quantity: o.quantity,
      due_date: o.dueDate,
      accepted_at: o.acceptedAt?.toISOString() ?? null,
      test_data: (o.testData as TestDataBody | null) ?? null,
      test_data_at: o.testDataAt?.toISOString() ?? null,
      review:
        o.reviewDecision && o.reviewedAt
          ? { decision: o.reviewDecision as 'confirm' | 'dispute', comment: o.reviewComment, at: o.reviewedAt.toISOString() }
          : null,
      shipments: shipments
        .filter((s) => s.applicationId === o.applicationId)
        .map((s) => ({
          round: s.round,
          courier: s.courier,
          tracking_no: s.trackingNo,
          shipped_at: s.shippedAt.toISOString(),
          result: s.result as SampleOrder['shipments'][number]['result'],
          reason: s.reason,
          note: s.note,
          photos: photos.filter((p) => p.shipmentId === s.id).map((p) => ({ id: p.id, name: p.name, path: `/file/${p.id}` })),
          checked_at: s.checkedAt?.toISOString() ?? null,
        })),
      customer_action: customerAction(a),
      version: o.version,
    });
  }
  return out;
}

/**
 * When the laboratory disposes of the samples (the terms): from the report, i.e. the test data the
 * customer confirmed; the customer's choice (return or dispose) and, for chemistry, the sample's form.
 */
export function retentionOf(a: AppLike, o: Pick<SampleOrderRow, 'reviewDecision' | 'reviewedAt'> | SampleOrder | undefined | null): SampleRetentionView {
  // Where the form keeps the customer's choice and the sample's physical form (its declaration's sampleFields).
  const fields = sampleFieldsOf(a.form);
  const disposition = (valueAt(a.data, fields.disposition) as SampleDisposition | undefined) ?? null;
  const physicalForm = fields.physicalForm ? ((valueAt(a.data, fields.physicalForm) as PhysicalForm | undefined) ?? null) : null;
  const confirmedAt =
    o && 'review' in o
      ? o.review?.decision === 'confirm'
        ? o.review.at
        : null
      : o?.reviewDecision === 'confirm'
        ? (o.reviewedAt?.toISOString() ?? null)
        : null;
  const r = sampleRetention({
    category: sampleCategoryOf(a.applicationType),
    physicalForm,
    disposition,
    reportDate: confirmedAt ? confirmedAt.slice(0, 10) : null,
  });
  return { rule: r.rule, dispose_on: r.disposeOn, disposition };
}
