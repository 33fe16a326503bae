/** The general export-conformity form of customs clearance: Kenya PVoC, Nigeria SONCAP, Iraq CoC. */
import type { FormDeclaration } from '../../forms/declaration.js';
import { typeIs } from '../../forms/declaration.js';
import { customsParties, generalSection, iraqSection, kenyaSection, MAIL_TO_RULE, nigeriaSection, shipmentSection } from '../customsSections.js';
import { attachmentsList, containersList, invoicesList, productsList } from '../../forms/lists.js';
import { customsConsistency } from './consistency.js';

/** 30 MB per file, 20 files at a time (spec section 9). */
const limits = { maxBytes: 30 * 1024 * 1024, maxFiles: 20, mergedPdfMaxBytes: null };

export const customsForm: FormDeclaration<'customs'> = {
  form: 'customs',
  area: 'customsClearance',
  stage: 'export_certification',
  types: [
    { code: 'kenya_pvoc', country: 'KE' },
    { code: 'nigeria_soncap', country: 'NG' },
    { code: 'iraq_coc', country: 'IQ' },
  ],
  limits,
  sections: [
    { key: 'general', render: 'fields', fields: generalSection, presence: 'always' },
    { key: 'shipment', render: 'fields', fields: shipmentSection, presence: 'always' },
    { key: 'kenya', render: 'fields', fields: kenyaSection, presence: 'optional', visibleWhen: typeIs('kenya_pvoc') },
    { key: 'nigeria', render: 'fields', fields: nigeriaSection, presence: 'optional', visibleWhen: typeIs('nigeria_soncap') },
    { key: 'iraq', render: 'fields', fields: iraqSection, presence: 'optional', visibleWhen: typeIs('iraq_coc'), requiredWhen: typeIs('iraq_coc') },
    customsParties,
    invoicesList(),
    productsList(),
    containersList(),
    attachmentsList(limits),
  ],
  checks: customsConsistency,
  fieldRules: [
    // With an IDF, its number and the UCR are asked and required.
    { path: 'kenya.idf_no', visibleWhen: { field: 'kenya.idf_required', equals: true }, requiredWhen: { field: 'kenya.idf_required', equals: true } },
    { path: 'kenya.ucr_no', requiredWhen: { field: 'kenya.idf_required', equals: true } },
    MAIL_TO_RULE,
  ],
};
