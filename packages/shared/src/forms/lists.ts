/** The list sections forms are composed of (invoices, product lines, containers, attachments), as declarations. */
import { z } from 'zod';
import { CUSTOMS_FILE_TYPES, MAX_CONTAINERS, MAX_INVOICES, MAX_PRODUCT_LINES } from '../constants.js';
import {
  attachmentDraft,
  attachmentSubmit,
  containersDraft,
  containersSubmit,
  invoiceSection,
  invoicesDraft,
  invoicesSubmit,
  productSection,
  productsDraft,
  productsSubmit,
  vehicleSection,
} from '../schemas/applicationSections.js';
import type { AnySection, Condition, LineImport, ListSection, UploadLimits } from './declaration.js';

export const invoicesList = (opts: { strictWhen?: Condition } = {}): ListSection => ({
  key: 'invoices',
  render: 'invoices',
  draft: invoicesDraft,
  submit: invoicesSubmit,
  fields: invoiceSection.meta,
  min: opts.strictWhen ? 0 : 1,
  max: MAX_INVOICES,
  ...opts,
});

export const productsList = (): ListSection => ({
  key: 'products',
  render: 'products',
  draft: productsDraft,
  submit: productsSubmit,
  fields: productSection.meta,
  sub: [{ key: 'vehicle', fields: vehicleSection.meta }],
  min: 1,
  max: MAX_PRODUCT_LINES,
});

export const containersList = (): ListSection => ({
  key: 'containers',
  render: 'containers',
  draft: containersDraft,
  submit: containersSubmit,
  fields: [],
  min: 0,
  max: MAX_CONTAINERS,
});

/** The attachments of a form: its own file types (a subset of ATTACHMENT_FILE_TYPES), at most maxFiles. */
export const attachmentsList = (
  limits: UploadLimits,
  opts: Pick<ListSection, 'requireFileTypes' | 'checklist'> & { fileTypes?: readonly string[] } = {},
): ListSection => {
  const types = (opts.fileTypes ?? CUSTOMS_FILE_TYPES) as unknown as [string, ...string[]];
  const typed = (required: boolean) =>
    required
      ? z.enum(types, { error: 'validation.attachmentType' })
      : z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(types, { error: 'validation.attachmentType' }).optional());
  return {
    key: 'attachments',
    render: 'attachments',
    draft: z.array(attachmentDraft.extend({ file_type: typed(false) })).max(limits.maxFiles, { error: 'validation.maxAttachments' }),
    submit: z.array(attachmentSubmit.extend({ file_type: typed(true) })).max(limits.maxFiles, { error: 'validation.maxAttachments' }),
    fields: [],
    fileTypes: types,
    min: 0,
    max: limits.maxFiles,
    // A checklist's required items are required file types, each issue naming its item.
    requireFileTypes: [
      ...(opts.requireFileTypes ?? []),
      ...(opts.checklist ?? []).filter((i) => i.required).map((i) => ({ fileType: i.fileType, message: i.missing ?? 'validation.required' })),
    ],
    checklist: opts.checklist,
  };
};

/** A repeating section of declared fields (render `lines`): at least `min`, at most `max` lines. */
export const lineList = (
  key: string,
  item: AnySection,
  opts: { min: number; max: number; visibleWhen?: Condition; strictWhen?: Condition; importer?: LineImport },
): ListSection => ({
  key,
  render: 'lines',
  visibleWhen: opts.visibleWhen,
  // A list shown only for some types is held to its submit rule only while shown.
  strictWhen: opts.strictWhen ?? opts.visibleWhen,
  importer: opts.importer?.name,
  lineImport: opts.importer,
  draft: z.array(item.draft).max(opts.max, { error: 'validation.maxLines' }),
  submit: z.array(item.submit).min(opts.min, { error: 'validation.minLines' }).max(opts.max, { error: 'validation.maxLines' }),
  fields: item.meta,
  min: opts.min,
  max: opts.max,
});
