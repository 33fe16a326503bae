/** The factory audit's booking form: the audit asked for, the factory, when, and the reference documents. */
import { TEXT_CAPS } from '../../constants.js';
import { choice, date, email, num, phone, section, text } from '../../schemas/applicationFields.js';
import { attachmentsList } from '../../forms/lists.js';
import { typeIs, type FormDeclaration } from '../../forms/declaration.js';
import { ANNOUNCEMENTS, AUDIT_REPORT_LANGUAGES, AUDIT_TYPES, MAX_HEADCOUNT, MAX_WINDOW_DAYS, SOCIAL_STANDARDS } from './rules.js';

export const AUDIT_FILE_TYPES = ['business_licence', 'specification', 'product_photo', 'other'] as const;
/** 20 MB per file, 10 files at a time. */
const limits = { maxBytes: 20 * 1024 * 1024, maxFiles: 10, mergedPdfMaxBytes: null };

export const auditSection = section({
  social_standard: choice(SOCIAL_STANDARDS),
  announcement: choice(ANNOUNCEMENTS, { required: true }),
  window_days: num({ integer: true, min: 1, max: MAX_WINDOW_DAYS }),
  preferred_date: date({ required: true, notPast: true }),
  audit_report_language: choice(AUDIT_REPORT_LANGUAGES, { required: true }),
  follow_up_of: text(50),
  remarks: text(TEXT_CAPS.long, { kind: 'textarea' }),
});

export const factorySection = section({
  factory_name: text(TEXT_CAPS.short, { required: true }),
  factory_name_en: text(TEXT_CAPS.short, { required: true }),
  factory_address: text(TEXT_CAPS.medium, { required: true }),
  factory_address_en: text(TEXT_CAPS.medium, { required: true }),
  contact_name: text(TEXT_CAPS.short, { required: true }),
  contact_phone: phone({ required: true }),
  contact_email: email({ required: true }),
  headcount: num({ required: true, integer: true, min: 1, max: MAX_HEADCOUNT }),
  production_processes: text(TEXT_CAPS.long, { required: true, kind: 'textarea' }),
});

export const auditForm: FormDeclaration<'audit'> = {
  form: 'audit',
  area: 'entrustedInspection',
  stage: 'entrusted_inspection',
  types: AUDIT_TYPES.map((code) => ({ code })),
  limits,
  sections: [
    { key: 'audit', render: 'fields', fields: auditSection, presence: 'always', initial: { announcement: 'announced', audit_report_language: 'en' } },
    // The man-days read-out (auditManDays) beside the headcount.
    { key: 'factory', render: 'fields', fields: factorySection, presence: 'always', widget: 'auditManDays' },
    attachmentsList(limits, { fileTypes: AUDIT_FILE_TYPES }),
  ],
  fieldRules: [
    { path: 'audit.social_standard', visibleWhen: typeIs('audit_social'), requiredWhen: typeIs('audit_social') },
    {
      path: 'audit.window_days',
      visibleWhen: { field: 'audit.announcement', equals: 'semi_announced' },
      requiredWhen: { field: 'audit.announcement', equals: 'semi_announced' },
    },
  ],
};
