/** Business constants of spec section 9. Every limit used by the server or the web app comes from here. */

export const STATUS_ON = 1;
export const STATUS_OFF = -1;

export const LOCALES = ['zh_CN', 'en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const LANG_STORAGE_KEY = 'LANG';
export const RTL_LOCALES: readonly Locale[] = ['ar'];

export const TOKEN_COOKIE = 'TOKEN_frontend';
/** Readable companion of the HttpOnly token cookie: lets the route guard know a session exists (it holds no secret). */
export const SESSION_FLAG_COOKIE = 'TOKEN_frontend_present';
export const TOKEN_HEADER = 'Authorization';
export const TOKEN_PREFIX = 'Bearer ';
export const LANG_HEADER = 'langId';

export const API_FRONTEND = '/frontend/v1';
export const API_BACKEND = '/backend/v1';

export const TIMEOUT_BACKEND_MS = 10_000;
export const TIMEOUT_FRONTEND_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The same error status is not shown twice within this window. */
export const ERROR_DEDUP_MS = 1_000;

export const VERIFY_TYPE = { phone: 1, email: 2, scan: 3 } as const;
export const CODE_RESEND_SECONDS = 60;

export const DROPDOWN_PAGE_SIZE = 999;
export const NOTIFY_PAGE_SIZE = 30;
export const NOTIFY_POLL_MS = 180_000;
export const NOTIFY_RETRY_MS = 1_800_000;
/** Largest page a notice list answers (GET /corner/notify per_page). */
export const NOTIFY_PER_PAGE_MAX = 100;
/** Ids (batch codes) one POST /corner/notify/deal may carry. */
export const NOTIFY_DEAL_MAX_IDS = 500;
/** Server-sent events of the signed-in user's new notices (beyond the spec; polling stays the fallback). */
export const NOTIFY_STREAM_PATH = '/corner/notify/stream';
/** Read flag (is_deal) of a notice. */
export const NOTICE_UNREAD = 0;
export const NOTICE_READ = 1;
/** What a notice is about; the message center filters on it. */
export const NOTICE_TYPES = ['application', 'quotation', 'attachment', 'certificate', 'account'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
/** The customer's acts that write a notice to the staff members responsible (staff/notices.ts). */
export const STAFF_NOTICE_KINDS = [
  // The client's decision on an issued entrusted inspection report (one kind per decision, so each reads in words).
  'staff_decision_release',
  'staff_decision_reject',
  'staff_decision_re_inspect',
  // A request for additional information answered (texts and files).
  'staff_info_answered',
  // The requested samples sent (courier and tracking number).
  'staff_samples_shipped',
  // A returned application corrected (form and documents) and submitted again.
  'staff_documents_resubmitted',
] as const;
export type StaffNoticeKind = (typeof STAFF_NOTICE_KINDS)[number];
/** Events that write a notice (in the same transaction as the event). */
export const NOTICE_EVENT_KINDS = [
  'application_submitted',
  'application_returned',
  'attachment_returned',
  'draft_certificate_ready',
  'certificate_issued',
  'profile_verified',
  'application_cancelled',
  'channel_profile_approved',
  'channel_profile_returned',
  'info_requested',
  'info_answered',
  // Communication: a request for additional information still unanswered a month and a week before the line closes it.
  'info_close_warning',
  'quotation_issued',
  'quotation_expired',
  'remittance_confirmed',
  'remittance_rejected',
  // Issue 28: finance paid or rejected a refund of credit the customer asked for.
  'refund_paid',
  'refund_rejected',
  'certificate_suspended',
  'certificate_withdrawn',
  'certificate_reinstated',
  'certificate_superseded',
  // Issue 32: a certificate expires in 90, 30 or 7 days (each once), with the renewal link.
  'certificate_expiring',
  // Issue 31: a document of the organisation's vault expires in 90, 30 or 7 days (once each).
  'vault_expiring',
  // Sample logistics (samples/schemas.ts SAMPLE_NOTICE_SCREENS: which notice/... screen lists each).
  'documents_accepted',
  'sample_delivery_notice',
  'sample_shipped',
  'sample_received',
  'sample_not_conforming',
  'sample_accepted',
  'test_data_ready',
  'test_data_confirmed',
  'test_data_disputed',
  // Entrusted inspection: the booking accepted, the date agreed with the factory, the inspector scheduled, postponed (new date), aborted on site (reason).
  'inspection_accepted',
  'inspection_date_confirmed',
  'inspection_scheduled',
  'inspection_postponed',
  'inspection_aborted',
  // Staff notices (staff/notices.ts): what the customer did that the staff members responsible act on.
  ...STAFF_NOTICE_KINDS,
] as const;
export type NoticeEventKind = (typeof NOTICE_EVENT_KINDS)[number];

export const MAX_INVOICES = 3;
export const MAX_CONTAINERS = 10;
export const CONTAINER_MAX_LENGTH = 20;
export const MAX_LICENCE_FILES = 5;

export const FIELD_CAPS = { username: 50, name: 100, postcode: 50, introZh: 500, introOther: 10_000 } as const;
export const PREVIEW_ZOOM_RATE = 1.2;
export const AVATAR_MAX_BYTES = 1 * 1024 * 1024;
export const ALLOWED_FILE_TYPES = ['jpg', 'gif', 'png', 'bmp', 'doc', 'docx', 'xls', 'xlsx', 'pdf', 'txt', 'zip', 'rar'] as const;

/** Session lifetimes (issue "Accounts"); defaults, configurable on the server. */
export const SESSION_IDLE_MINUTES = 120;
export const SESSION_ABSOLUTE_HOURS = 12;

/** Menu groups that open by default (spec section 2). */
export const DEFAULT_OPEN_MENU_GROUPS = [
  'applicationForm',
  'entrustedMyApplication',
  'NBapplicationMyApplication',
  'communicationMyApplication',
  'communicationmyPVOCApplication',
  'internationalMyApplication',
] as const;

/** Routes that show no fold icon (spec section 2). */
export const NO_FOLD_ROUTES = ['policyInfo', 'publicFile', 'myProfileInfo'] as const;

/** Success codes of the envelope: most calls answer 200; dictionary calls 100200; some shared calls 110200. */
export const CODE_OK = 200;
export const CODE_DICT_OK = 100200;
export const CODE_SHARED_OK = 110200;

/** Text length caps of spec section 5 ("text caps 100, 255, 500"). */
export const TEXT_CAPS = { short: 100, medium: 255, long: 500 } as const;
/** Telephone: digits, plus and hyphen, 4 to 20 characters (spec section 5). */
export const PHONE_LENGTH = { min: 4, max: 20 } as const;

/** Reference data. */
export const COUNTRY_PAGE_SIZE = DROPDOWN_PAGE_SIZE;
export const DEFAULT_MOBILE_ZONE = '+86';
export const HS_LEVELS = [2, 4, 6] as const;
export const HS_SEARCH_PAGE_SIZE = 20;
export const HS_SEARCH_MAX_PAGE_SIZE = 100;
/** Spec section 9: Excel (and CSV) imports of reference data are capped at 20 MB. */
export const REFERENCE_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** "20 MB" for a byte limit, as the size-exceeded messages show it. */
export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Invoice profiles (spec section 3 "Invoice info"): the three kinds of invoice a customer may ask for. */
export const INVOICE_TYPES = ['special_vat', 'ordinary_vat', 'pro_forma'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
/** How many invoice profiles and mailing addresses one customer keeps (a guard against runaway lists). */
export const MAX_INVOICE_PROFILE_RECORDS = 20;

/** Service terms of spec section 9; the general conditions of service are written from these figures. */
export const SERVICE_TERMS = {
  sampleRetentionMonths: 3,
  chemistrySampleDays: 30,
  liquidOrPowderSampleDays: 7,
  returnedSampleAbandonMonths: 12,
  paymentDueDays: 30,
  lateInterestPercentPerMonth: 1.5,
  liabilityFeeMultiple: 10,
  liabilityCapUsd: 20_000,
  claimNoticeDays: 30,
  suitWithinYears: 1,
  remedyDays: 10,
  informationHoursBefore: 48,
} as const;

/** Content: policies and regulations, public files, the general conditions of service. */
export const CONTENT_KINDS = ['policy', 'public_file', 'terms'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const POLICY_CATEGORIES = ['regulation', 'guidance', 'notice'] as const;
export const PUBLIC_FILE_CATEGORIES = ['form', 'guide', 'template', 'other'] as const;
export const TERMS_SLUG = 'general-conditions';
export const CONTENT_PAGE_SIZE = 10;
/** Spec section 9: 20 MB per uploaded file in the header-only screens; at most 20 attachments. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const MAX_ATTACHMENTS = 20;

/** Configuration records of staff (spec section 3: number, name, type, remarks). */
export const CONFIG_KINDS = ['laboratory', 'product', 'standard'] as const;
export type ConfigKind = (typeof CONFIG_KINDS)[number];
export const CONFIG_PAGE_SIZE = 20;
/** Spec section 9: the standards workbook may reach 300 MB. */
export const STANDARDS_IMPORT_MAX_BYTES = 300 * 1024 * 1024;
/** How often the browser asks for an import's progress. */
export const IMPORT_POLL_MS = 1000;

/* ---------- Accounts (issue "Accounts"; spec sections 3, 5, 7, 9) ---------- */

/** Account (login) name: 2 to 16 digits or English letters. */
export const ACCOUNT_NAME_LENGTH = { min: 2, max: 16 } as const;
/**
 * Password stored at registration, reset and change: the profile rule "6 to 50" (spec section 5), with at
 * least one letter and one digit. Sign-in accepts any non-empty value (no hint to an attacker).
 */
export const PASSWORD_LENGTH = { min: 6, max: 50 } as const;
/** How many of the most common passwords are refused (ranked list of @zxcvbn-ts/language-common). */
export const COMMON_PASSWORDS_REFUSED = 10_000;
/** Real name: 2 to 100 characters, Chinese or English, not all digits. */
export const REAL_NAME_LENGTH = { min: 2, max: 100 } as const;
/** Chinese mobile (+86): 11 digits starting 13 to 19. */
export const CN_MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const CN_MOBILE_ZONE = '+86';
export const ZIP_CODE_PATTERN = /^\d{4,6}$/;
export const COMPANY_NAME_MIN = 5;
export const EMAIL_MAX = 100;
export const COMPANY_EMAIL_MAX = 50;

/** Verification codes: one mechanism for every use. */
export const VERIFY_TYPES = [1, 2, 3] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 300;
export const CODE_MAX_WRONG = 5;
/** Default daily caps (the server's configuration may lower or raise them). */
export const CODE_DAILY_CAP_PER_RECIPIENT = 10;
export const CODE_DAILY_CAP_PER_IP = 50;
/** What a code is for; a code only works for the purpose and recipient it was sent for. */
/** 'subscribe': the e-mail code that confirms a subscription to a certificate's status (issue 32, the public directory). */
export const CODE_PURPOSES = ['register', 'login', 'forgot', 'reset_password', 'change_contact', 'subscribe'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
/** Purposes a client may ask POST /send/code for (sms/code and forgot/code send the other two). */
export const SEND_CODE_PURPOSES = ['register', 'reset_password', 'change_contact'] as const;
/** After a forgot-password code is checked, the new password must be set within this time. */
export const FORGOT_TICKET_TTL_SECONDS = 600;

/** Image captcha after this many failed sign-ins for the same account or IP within the window. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const CAPTCHA_WINDOW_MINUTES = 15;
export const CAPTCHA_TTL_SECONDS = 300;

/** Sign-in by scanning a QR code: one-time ticket, 2 minutes; the computer asks every second. */
export const QR_TICKET_TTL_SECONDS = 120;
export const QR_POLL_MS = 1000;
/** After the phone confirms, the computer has this long to collect its session (a confirmation in the ticket's last second still works). */
export const QR_COLLECT_SECONDS = 30;
/** The page a phone opens from the QR code (asks "log in on this computer?"); query `ticket`. */
export const QR_CONFIRM_PATH = '/qrLogin';
/**
 * pending: waiting for a phone; confirmed: a signed-in phone said yes, the computer's next poll collects the session;
 * used: collected (once); cancelled: the phone said no; expired: 2 minutes passed while pending.
 */
export const QR_TICKET_STATUSES = ['pending', 'confirmed', 'used', 'cancelled', 'expired'] as const;
export type QrTicketStatus = (typeof QR_TICKET_STATUSES)[number];

/** Third-party (OpenID Connect) sign-in: provider names, and how long a started sign-in (state, nonce, PKCE) lives. */
export const THIRD_PROVIDER_PATTERN = /^[a-z0-9_-]{1,32}$/;
export const THIRD_STATE_TTL_SECONDS = 600;
/** The web page the provider sends the browser back to (registered at each provider, under the portal's origin). */
export const THIRD_CALLBACK_PATH = '/login/third/callback';

/** Customer identities (dictionary customer.identity) and the agency's channel type (identity_types). */
export const IDENTITIES = ['PERSONAL', 'IDENTITY_BAILOR', 'IDENTITY_MANUFACTURER', 'IDENTITY_FACTORY', 'IDENTITY_AGENCY'] as const;
export type Identity = (typeof IDENTITIES)[number];
export const IDENTITY_PERSONAL = 'PERSONAL';
export const IDENTITY_AGENCY = 'IDENTITY_AGENCY';
export const CHANNEL_TYPES = ['company', 'personal'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];
/** ID document type: 1 ID card (front and back images), 2 passport (one image). */
export const ID_TYPES = [1, 2] as const;
export const SEX_VALUES = [0, 1, 2] as const;
/** The qualification option whose evidence is a free text instead of files. */
export const QUALIFICATION_OTHER_KEYS = ['other', 'Other'] as const;
export const COMPANY_SIZES = ['1-49', '50-199', '200-999', '1000+'] as const;

/** Profile uploads (spec section 5 "Files"); the licence size is the 20 MB reading (see README). */
export const PROFILE_UPLOADS = {
  avatar: { types: ['jpg', 'png', 'gif'], maxBytes: 1 * 1024 * 1024, maxFiles: 1 },
  id_image: { types: ['pdf', 'png', 'jpg'], maxBytes: 10 * 1024 * 1024, maxFiles: 1 },
  licence: { types: ['jpg', 'png', 'gif', 'pdf'], maxBytes: 20 * 1024 * 1024, maxFiles: MAX_LICENCE_FILES },
  qualification: { types: ['jpg', 'png', 'gif', 'pdf'], maxBytes: 10 * 1024 * 1024, maxFiles: 5 },
  personal_resume: { types: ['doc', 'docx', 'pdf'], maxBytes: 10 * 1024 * 1024, maxFiles: 1 },
} as const;
export type ProfileUploadKind = keyof typeof PROFILE_UPLOADS;
export const PROFILE_UPLOAD_KINDS = Object.keys(PROFILE_UPLOADS) as ProfileUploadKind[];
/** An uploaded file is referred to by this path (what POST /api/upload answers in data.path). */
export const FILE_PATH_PATTERN = /^\/file\/\d{1,12}$/;

/** Demo-mode outbox of the codes and notices that would go by SMS or e-mail. */
export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export const DEV_OUTBOX_LIMIT = 50;
export const DEV_OUTBOX_PATH = '/dev/outbox';
/** Applications (RFC) of every business line: limits of spec sections 5 and 9. */
export const APPLICATION_TITLE_MAX = 100;
export const MAX_PRODUCT_LINES = 500;
export const APPLICATION_PAGE_SIZE = 10;
export const APPLICATION_PER_PAGE_MAX = 100;
/**
 * A filtered application list counts its matches up to this many; beyond it the total answers the cap
 * with `total_capped` (the list says "more than 5000"). The unfiltered and status-only totals are always
 * exact (trigger-kept). The cap bounds what a broad filter costs: counting 5,000 matches takes a few ms.
 */
export const APPLICATION_COUNT_CAP = 5_000;
/** Company look-up starts at this many characters (spec section 5). */
export const COMPANY_LOOKUP_MIN_CHARS = 2;
export const LOOKUP_LIMIT = 20;
/** Product lines imported from Excel: xlsx, at most 20 MB (spec section 5). */
export const PRODUCT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** "Certificates expiring within 1 month" of the workbench. */
export const CERT_EXPIRING_DAYS = 30;
/** How long an issued certificate is valid when staff do not say otherwise. */
export const CERT_VALID_MONTHS = 12;
/** Header that makes a submit idempotent; a repeated key answers the first result. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX = 100;
/** Autosave waits this long after the last keystroke. */
export const AUTOSAVE_DEBOUNCE_MS = 1500;

/** Incoterms 2020 (ICC): any mode of transport, then sea and inland waterway. */
export const INCOTERMS_2020 = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const;
export const SHIPMENT_MODES = ['sea', 'air', 'road', 'rail', 'multimodal'] as const;
export const CARGO_TYPES = ['fcl', 'lcl', 'bulk', 'break_bulk', 'roro', 'air_cargo'] as const;
export const DELIVERY_KINDS = ['full', 'partial'] as const;
export const GOODS_CONDITIONS = ['new', 'used', 'refurbished'] as const;
export const ASSEMBLY_STATES = ['assembled', 'semi_knocked_down', 'completely_knocked_down'] as const;
export const PARTY_ROLES = ['importer', 'exporter', 'manufacturer', 'factory', 'beneficiary', 'applicant'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];
/** What an attachment is (spec section 5: attachments need a file type). */
export const ATTACHMENT_FILE_TYPES = [
  'invoice',
  'packing_list',
  'bill_of_lading',
  'test_report',
  'product_photo',
  'idf',
  'import_licence',
  'merged_pdf',
  'other',
  // Entrusted inspection: the reference documents of a booking.
  'purchase_order',
  'specification',
  'drawing',
  'letter_of_credit',
  'colour_swatch',
  // NB/RED: the technical documentation of Annex V (2014/53/EU).
  'annex_description',
  'annex_drawings',
  'annex_standards_list',
  'annex_declaration',
  'annex_calculations',
  'annex_test_reports',
  'annex_article_10',
  // Communication / VOC / PVOC (forms/communication.ts).
  'business_licence',
  'technical_manual',
  'block_diagram',
  'circuit_diagram',
  'user_manual',
  'product_photos',
  'power_of_attorney',
  // Laboratory testing, GCC and CB (forms/testing.ts, gcc.ts, cb.ts).
  'sample_photo',
  'test_specification',
  'care_label',
  'technical_file',
  'declaration_of_conformity',
  'rating_label',
] as const;
/** The file types the customs-clearance forms offer (each form declares its own). */
export const CUSTOMS_FILE_TYPES = [
  'invoice',
  'packing_list',
  'bill_of_lading',
  'test_report',
  'product_photo',
  'idf',
  'import_licence',
  'merged_pdf',
  'other',
] as const;
export const ATTACHMENT_REVIEW_STATUSES = ['pending', 'approved', 'returned'] as const;
/** What a certificate shows: revoked is the legacy word of withdrawn (older rows); the others are issue 15's status actions. */
export const CERTIFICATE_STATUSES = ['valid', 'expired', 'revoked', 'suspended', 'withdrawn', 'superseded'] as const;
/** Kenya PVoC routes (and the route a certificate was issued under). */
export const CERT_ROUTES = ['A', 'B', 'C', 'D'] as const;
/** Saudi: product certificate of conformity or shipment certificate. */
export const SAUDI_CERTIFICATE_KINDS = { saudi_pcoc: 'pcoc', saudi_sc: 'shipment' } as const;

/**
 * The largest value of PostgreSQL's `integer`, the type of every id, version and counter column. A larger number names
 * no row and cannot even be compared with one (the database refuses the query): every integer the API receives is
 * bounded by it (issue 17 probe: ids of 2147483648 answered 500).
 */
export const PG_INT_MAX = 2_147_483_647;
