/** The Saudi form of customs clearance: product certificate of conformity (PCoC) or shipment certificate (SC). */
import type { FormDeclaration } from '../../forms/declaration.js';
import { typeIs } from '../../forms/declaration.js';
import { customsParties, generalSection, MAIL_TO_RULE, saudiSection, shipmentSection } from '../customsSections.js';
import { attachmentsList, containersList, invoicesList, productsList } from '../../forms/lists.js';
import { saudiConsistency } from './consistency.js';

/** 20 MB per file, 20 files, the merged PDF not over 2 MB (spec section 9). */
const limits = { maxBytes: 20 * 1024 * 1024, maxFiles: 20, mergedPdfMaxBytes: 2 * 1024 * 1024 };

export const saudiForm: FormDeclaration<'saudi'> = {
  form: 'saudi',
  area: 'customsClearance',
  stage: 'export_certification',
  types: [
    { code: 'saudi_pcoc', country: 'SA' },
    { code: 'saudi_sc', country: 'SA' },
  ],
  limits,
  sections: [
    { key: 'general', render: 'fields', fields: generalSection, presence: 'always', contactFromProfile: true },
    { key: 'saudi', render: 'fields', fields: saudiSection, presence: 'always' },
    { key: 'shipment', render: 'fields', fields: shipmentSection, presence: 'optional' },
    customsParties,
    // A shipment certificate ships goods: it needs their invoices and the product certificate (PCoC) they are under.
    invoicesList({ strictWhen: typeIs('saudi_sc') }),
    productsList(),
    containersList(),
    attachmentsList(limits, { requireFileTypes: [{ fileType: 'merged_pdf', message: 'validation.mergedPdfRequired' }] }),
  ],
  checks: saudiConsistency,
  fieldRules: [{ path: 'saudi.pcoc_no', requiredWhen: typeIs('saudi_sc') }, MAIL_TO_RULE],
};
