import {
  catalogues,
  fillPlaceholders,
  formatNumber,
  isStaffNoticeKind,
  LOCALES,
  pluralRulesOf,
  STAFF_NOTICE_KINDS,
  type Locale,
  type Messages,
  type NoticeEventKind,
  type NoticeType,
  type StaffNoticeKind,
} from '@tic/shared';

/** The application an event concerns, as the notice shows it (number and title, with a link by id). */
export interface NoticeApplicationRef {
  id: number;
  no: string;
  title: string;
}

/** Every event that writes a notice, with what its text needs. The application engine raises the first four. */
export type NoticeEvent =
  | { kind: 'application_submitted'; userId: number; application: NoticeApplicationRef; stage?: string; sender?: string }
  | { kind: 'application_returned'; userId: number; application: NoticeApplicationRef; reason: string; stage?: string; sender?: string }
  | { kind: 'attachment_returned'; userId: number; application: NoticeApplicationRef; attachmentName: string; reason: string; stage?: string; sender?: string }
  | { kind: 'draft_certificate_ready'; userId: number; application: NoticeApplicationRef; stage?: string; sender?: string }
  | { kind: 'certificate_issued'; userId: number; application: NoticeApplicationRef; certificateNo: string; stage?: string; sender?: string }
  | { kind: 'profile_verified'; userId: number; sender?: string }
  | { kind: 'application_cancelled'; userId: number; application: NoticeApplicationRef; reason: string; stage?: string; sender?: string }
  | { kind: 'channel_profile_approved'; userId: number; sender?: string }
  | { kind: 'channel_profile_returned'; userId: number; reason: string; sender?: string }
  | { kind: 'info_requested'; userId: number; application: NoticeApplicationRef; dueDate: string; items: number; stage?: string; sender?: string }
  | { kind: 'info_answered'; userId: number; application: NoticeApplicationRef; stage?: string; sender?: string }
  | { kind: 'info_close_warning'; userId: number; application: NoticeApplicationRef; until: string; sender?: string }
  // Issue 31: a vault document expires in `days` days, on `until`; `documentTitle` its kind's name and number as the notice shows them.
  | { kind: 'vault_expiring'; userId: number; documentTitle: string; until: string; days: number; sender?: string }
  // Money (payments module): {{quotation}} number, {{amount}} with its currency, {{remittance}} number.
  | { kind: 'quotation_issued'; userId: number; quotationNo: string; amount: string; sender?: string }
  | { kind: 'quotation_expired'; userId: number; quotationNo: string; amount: string; sender?: string }
  | { kind: 'remittance_confirmed'; userId: number; remittanceNo: string; amount: string; sender?: string }
  | { kind: 'remittance_rejected'; userId: number; remittanceNo: string; reason: string; sender?: string }
  | { kind: 'refund_paid'; userId: number; refundNo: string; amount: string; sender?: string }
  | { kind: 'refund_rejected'; userId: number; refundNo: string; amount: string; reason: string; sender?: string }
  | { kind: 'certificate_suspended'; userId: number; application: NoticeApplicationRef; certificateNo: string; until: string; reason: string; sender?: string }
  | { kind: 'certificate_withdrawn'; userId: number; application: NoticeApplicationRef; certificateNo: string; reason: string; sender?: string }
  | { kind: 'certificate_reinstated'; userId: number; application: NoticeApplicationRef; certificateNo: string; sender?: string }
  | { kind: 'certificate_superseded'; userId: number; application: NoticeApplicationRef; certificateNo: string; replacement: string; sender?: string }
  | { kind: 'certificate_expiring'; userId: number; application: NoticeApplicationRef; certificateNo: string; until: string; sender?: string }
  // Sample logistics: {{lab}} address, {{quantity}}, {{due}}, {{courier}}, {{tracking}}, {{reason}} (what is wrong, or the customer's comment).
  | { kind: SampleNoticeKind; userId: number; application: NoticeApplicationRef; sample: SampleNoticeParams; reason?: string; stage?: string; sender?: string }
  // Entrusted inspection: {{date}} (agreed, scheduled or the new one), {{inspector}}, {{reason}} (postponed, aborted).
  | {
      kind: InspectionNoticeKind;
      userId: number;
      application: NoticeApplicationRef;
      inspection: InspectionNoticeParams;
      reason?: string;
      stage?: string;
      sender?: string;
    }
  // Staff notices (a staff member's): `sender` the customer who acted, `certificateNo` the report decided on, `items` answered,
  // `sample` the courier and tracking number, `reason` the customer's comment (appended as noticeTexts.staffComment).
  | {
      kind: StaffNoticeKind;
      userId: number;
      application: NoticeApplicationRef;
      sender: string;
      certificateNo?: string;
      items?: number;
      sample?: SampleNoticeParams;
      reason?: string;
      stage?: string;
    };

/** The notices of an entrusted inspection booking (one kind per step the customer is told of). */
export type InspectionNoticeKind = 'inspection_accepted' | 'inspection_date_confirmed' | 'inspection_scheduled' | 'inspection_postponed' | 'inspection_aborted';
export interface InspectionNoticeParams {
  date?: string;
  inspector?: string;
}

/** The notices of the sample loop (one kind per step). */
export type SampleNoticeKind =
  | 'documents_accepted'
  | 'sample_delivery_notice'
  | 'sample_shipped'
  | 'sample_received'
  | 'sample_not_conforming'
  | 'sample_accepted'
  | 'test_data_ready'
  | 'test_data_confirmed'
  | 'test_data_disputed';
export interface SampleNoticeParams {
  labAddress?: string;
  quantity?: number;
  dueDate?: string;
  courier?: string;
  trackingNo?: string;
}

type Department = keyof Messages['noticeTexts']['department'];

/** What a notice is besides its texts: its type, the stage shown when the event names none, the department that signs it. */
interface Template {
  type: NoticeType;
  /** process_step key shown as the current stage when the event does not name one. */
  stage: string | null;
  department: Department;
}

/**
 * The notices of every event kind. Their texts live in the shared catalogues (packages/shared/src/i18n/domains/notices.ts,
 * and a line's own notices in its folder, e.g. lines/entrusted/formMessages.ts: noticeTexts.event.<kind>.title / .content,
 * the same keys in zh_CN, en and ar, held by the catalogue test).
 * Placeholders: {{no}} {{title}} {{reason}} {{attachment}} {{certificate}} {{due}} {{quotation}} {{amount}} {{remittance}} {{until}}
 * {{replacement}} {{lab}} {{courier}} {{tracking}} {{date}} {{inspector}}; a count as its counted phrase: {{itemsCounted}}, {{quantityCounted}},
 * {{dueCounted}}; a date (every one: never the bare ISO date, which an Arabic sentence shows reversed) as the reader's
 * language writes it: {{untilDate}}, {{dueDate}}, {{dateDate}}.
 */
const TEMPLATES: Record<NoticeEventKind, Template> = {
  application_submitted: { type: 'application', stage: 'pending', department: 'acceptance' },
  application_returned: { type: 'application', stage: 'acceptance', department: 'acceptance' },
  attachment_returned: { type: 'attachment', stage: 'acceptance', department: 'acceptance' },
  draft_certificate_ready: { type: 'certificate', stage: 'certificate_issuance', department: 'certificates' },
  certificate_issued: { type: 'certificate', stage: 'certificate_issuance', department: 'certificates' },
  info_requested: { type: 'application', stage: 'additional_information', department: 'review' },
  info_answered: { type: 'application', stage: null, department: 'review' },
  info_close_warning: { type: 'application', stage: 'additional_information', department: 'review' },
  documents_accepted: { type: 'application', stage: 'acceptance', department: 'acceptance' },
  sample_delivery_notice: { type: 'application', stage: 'sample_delivery', department: 'laboratory' },
  sample_shipped: { type: 'application', stage: 'sample_in_transit', department: 'laboratory' },
  sample_received: { type: 'application', stage: 'sample_receipt', department: 'laboratory' },
  sample_not_conforming: { type: 'application', stage: 'sample_delivery', department: 'laboratory' },
  sample_accepted: { type: 'application', stage: 'laboratory_testing', department: 'acceptance' },
  test_data_ready: { type: 'application', stage: 'data_review', department: 'laboratory' },
  test_data_confirmed: { type: 'application', stage: 'conformity_assessment', department: 'review' },
  test_data_disputed: { type: 'application', stage: 'laboratory_testing', department: 'laboratory' },
  inspection_accepted: { type: 'application', stage: 'acceptance', department: 'acceptance' },
  inspection_date_confirmed: { type: 'application', stage: 'date_confirmation', department: 'inspection' },
  inspection_scheduled: { type: 'application', stage: 'scheduled', department: 'inspection' },
  inspection_postponed: { type: 'application', stage: 'date_confirmation', department: 'inspection' },
  inspection_aborted: { type: 'application', stage: 'aborted', department: 'inspection' },
  profile_verified: { type: 'account', stage: null, department: 'customerService' },
  application_cancelled: { type: 'application', stage: null, department: 'acceptance' },
  channel_profile_approved: { type: 'account', stage: null, department: 'customerService' },
  channel_profile_returned: { type: 'account', stage: null, department: 'customerService' },
  quotation_issued: { type: 'quotation', stage: null, department: 'customerService' },
  quotation_expired: { type: 'quotation', stage: null, department: 'customerService' },
  remittance_confirmed: { type: 'application', stage: null, department: 'finance' },
  remittance_rejected: { type: 'application', stage: null, department: 'finance' },
  refund_paid: { type: 'application', stage: null, department: 'finance' },
  refund_rejected: { type: 'application', stage: null, department: 'finance' },
  certificate_suspended: { type: 'certificate', stage: null, department: 'certificates' },
  certificate_withdrawn: { type: 'certificate', stage: null, department: 'certificates' },
  certificate_reinstated: { type: 'certificate', stage: null, department: 'certificates' },
  certificate_superseded: { type: 'certificate', stage: null, department: 'certificates' },
  certificate_expiring: { type: 'certificate', stage: null, department: 'certificates' },
  vault_expiring: { type: 'account', stage: null, department: 'customerService' },
  ...(Object.fromEntries(STAFF_NOTICE_KINDS.map((k) => [k, { type: 'application', stage: null, department: 'customer' }])) as Record<
    StaffNoticeKind,
    Template
  >),
};

/**
 * The type a notice shows and is filtered by: its event kind's, so that rows written before a kind changed type
 * (quotation notices were typed "application" until issue 27) read and filter as their kind is typed now.
 */
export const noticeTypeOf = (kind: string, stored: string): NoticeType =>
  (TEMPLATES as Partial<Record<string, Template>>)[kind]?.type ?? (stored as NoticeType);

/** The same in SQL (the message center's type filter): `case kind when … then … else type end`. */
export const NOTICE_TYPE_BY_KIND: ReadonlyArray<readonly [NoticeEventKind, NoticeType]> = Object.entries(TEMPLATES).map(
  ([kind, tpl]) => [kind as NoticeEventKind, tpl.type] as const,
);

const texts = (lang: Locale) => (catalogues[lang] as Messages).noticeTexts;

/** E-mail footer under the notice text. */
export const MAIL_FOOTER = Object.fromEntries(LOCALES.map((l) => [l, texts(l).mailFooter])) as Record<Locale, string>;

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The plural forms of noticeTexts.counted.<name>_<form> in one language. */
const formsOf = (name: string, lang: Locale) =>
  Object.fromEntries(
    Object.entries(texts(lang).counted as Record<string, string>)
      .filter(([k]) => k.startsWith(`${name}_`))
      .map(([k, v]) => [k.slice(name.length + 1), v]),
  ) as PluralForms;

/**
 * The placeholders that count things, written as the counted phrase in the plural form the number takes in the reader's
 * language ("1 item", "3 items"; ar six forms, zh one): a notice is rendered when it is read, from its stored number.
 * Each names its phrases in noticeTexts.counted: {{itemsCounted}} items_<form>, {{quantityCounted}} quantity_<form>,
 * {{dueCounted}} (the vault reminder's days to go) days_<form>.
 */
const COUNTED_PHRASES = { items: 'items', quantity: 'quantity', due: 'days' } as const;
export const COUNTED = Object.fromEntries(
  Object.entries(COUNTED_PHRASES).map(([param, phrases]) => [param, Object.fromEntries(LOCALES.map((l) => [l, formsOf(phrases, l)]))]),
) as Record<keyof typeof COUNTED_PHRASES, Record<Locale, PluralForms>>;

function counted(name: string, value: string, lang: Locale): string {
  const forms = (COUNTED as Record<string, Record<Locale, PluralForms> | undefined>)[name]?.[lang];
  if (!forms || !/^\d+$/.test(value)) return value;
  const n = Number(value);
  return (forms[pluralRulesOf(lang).select(n)] ?? forms.other).replace('{{n}}', formatNumber(lang, n));
}

/**
 * {{name}} is the parameter; {{nameCounted}} the parameter's number as its counted phrase; {{nameDate}} the parameter's
 * date (YYYY-MM-DD) as the reader's language writes it (formatDate), when the notice is read: the shared
 * fillPlaceholders, which the e-mails' `translate` uses too.
 */
const fill = (text: string, params: Record<string, string>, lang: Locale) =>
  fillPlaceholders(lang, text, params, { suffix: 'Counted', value: (k, v) => counted(k, v, lang) });

export interface RenderedNotice {
  type: NoticeType;
  title: string;
  content: string;
  sender: string;
  sendDepartment: string;
  currentStage: string | null;
  application: NoticeApplicationRef | null;
}

/** What a stored notice keeps of its event to be rendered again in another language. `sender`: a named staff member, else null (the system). */
export type NoticeParams = Record<
  | 'no'
  | 'title'
  | 'reason'
  | 'attachment'
  | 'certificate'
  | 'due'
  | 'items'
  | 'quotation'
  | 'remittance'
  | 'refund'
  | 'amount'
  | 'until'
  | 'replacement'
  | 'lab'
  | 'quantity'
  | 'courier'
  | 'tracking'
  | 'date'
  | 'inspector',
  string
> & { sender: string | null };

export function noticeParams(event: NoticeEvent): NoticeParams {
  const application = 'application' in event ? event.application : null;
  const sample = 'sample' in event ? event.sample : undefined;
  const inspection = 'inspection' in event ? event.inspection : undefined;
  return {
    no: application?.no ?? '',
    title: application?.title ?? ('documentTitle' in event ? event.documentTitle : ''),
    reason: 'reason' in event ? (event.reason ?? '') : '',
    attachment: 'attachmentName' in event ? event.attachmentName : '',
    certificate: 'certificateNo' in event ? (event.certificateNo ?? '') : '',
    sender: event.sender ?? null,
    due: 'dueDate' in event ? event.dueDate : 'days' in event ? String(event.days) : (sample?.dueDate ?? ''),
    items: 'items' in event && event.items !== undefined ? String(event.items) : '',
    quotation: 'quotationNo' in event ? event.quotationNo : '',
    remittance: 'remittanceNo' in event ? event.remittanceNo : '',
    refund: 'refundNo' in event ? event.refundNo : '',
    amount: 'amount' in event ? event.amount : '',
    until: 'until' in event ? event.until : '',
    replacement: 'replacement' in event ? event.replacement : '',
    lab: sample?.labAddress ?? '',
    quantity: sample?.quantity === undefined ? '' : String(sample.quantity),
    courier: sample?.courier ?? '',
    tracking: sample?.trackingNo ?? '',
    date: inspection?.date ?? '',
    inspector: inspection?.inspector ?? '',
  };
}

/** The texts of a stored notice in the reader's language, from its event kind and parameters; null for an unknown kind. */
export function renderTexts(
  kind: string,
  params: Partial<NoticeParams>,
  lang: Locale,
): Pick<RenderedNotice, 'title' | 'content' | 'sender' | 'sendDepartment'> | null {
  const tpl = (TEMPLATES as Record<string, Template | undefined>)[kind];
  if (!tpl) return null;
  const t = texts(lang);
  // A line's own notices are merged in from its folder (lines/entrusted: inspection_*), outside the shared type.
  const event = (t.event as Record<string, { title: string; content: string }>)[kind]!;
  const p: Record<string, string> = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v ?? '']));
  // A staff notice carries the customer's comment, when they wrote one, after its text.
  const comment = isStaffNoticeKind(kind) && p.reason ? fill(t.staffComment, p, lang) : '';
  return {
    title: fill(event.title, p, lang),
    content: fill(event.content, p, lang) + comment,
    sender: params.sender || t.systemSender,
    sendDepartment: t.department[tpl.department],
  };
}

/** The notice of an event in one language. */
export function renderNotice(event: NoticeEvent, lang: Locale): RenderedNotice {
  const tpl = TEMPLATES[event.kind];
  const application = 'application' in event ? event.application : null;
  const texts = renderTexts(event.kind, noticeParams(event), lang)!;
  return {
    type: tpl.type,
    ...texts,
    currentStage: ('stage' in event ? event.stage : undefined) ?? tpl.stage,
    application,
  };
}
