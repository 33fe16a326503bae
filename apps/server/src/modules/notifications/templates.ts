import type { Locale, NoticeEventKind, NoticeType } from '@tic/shared';

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
  | { kind: 'certificate_suspended'; userId: number; application: NoticeApplicationRef; certificateNo: string; until: string; reason: string; sender?: string }
  | { kind: 'certificate_withdrawn'; userId: number; application: NoticeApplicationRef; certificateNo: string; reason: string; sender?: string }
  | { kind: 'certificate_reinstated'; userId: number; application: NoticeApplicationRef; certificateNo: string; sender?: string }
  | { kind: 'certificate_superseded'; userId: number; application: NoticeApplicationRef; certificateNo: string; replacement: string; sender?: string };

type Texts = Record<Locale, string>;

interface Template {
  type: NoticeType;
  /** process_step key shown as the current stage when the event does not name one. */
  stage: string | null;
  department: Texts;
  title: Texts;
  content: Texts;
}

/** Who signs a notice when no staff member is named. */
const SYSTEM_SENDER: Texts = { zh_CN: '客户服务中心', en: 'Customer Service Center', ar: 'مركز خدمة العملاء' };

const ACCEPTANCE: Texts = { zh_CN: '认证受理部', en: 'Certification Acceptance Department', ar: 'قسم قبول الاعتماد' };

// Placeholders: {{no}} {{title}} {{reason}} {{attachment}} {{certificate}}.
const TEMPLATES = {
  application_submitted: {
    type: 'application',
    stage: 'pending',
    department: ACCEPTANCE,
    title: { zh_CN: '申请 {{no}} 已提交', en: 'Application {{no}} submitted', ar: 'تم تقديم الطلب {{no}}' },
    content: {
      zh_CN: '您的申请“{{title}}”（{{no}}）已提交，正在等待受理。受理后我们会再次通知您。',
      en: 'Your application “{{title}}” ({{no}}) has been submitted and is waiting for acceptance. We will notify you again once it is accepted.',
      ar: 'تم تقديم طلبك «{{title}}» ({{no}}) وهو بانتظار القبول. سنُعلمك مجددًا عند قبوله.',
    },
  },
  application_returned: {
    type: 'application',
    stage: 'acceptance',
    department: ACCEPTANCE,
    title: { zh_CN: '申请 {{no}} 已退回修改', en: 'Application {{no}} returned for changes', ar: 'أُعيد الطلب {{no}} لإجراء تعديلات' },
    content: {
      zh_CN: '您的申请“{{title}}”（{{no}}）已退回，原因：{{reason}}。请修改申请表或附件后重新提交。',
      en: 'Your application “{{title}}” ({{no}}) has been returned. Reason: {{reason}}. Please correct the form or its attachments and submit it again.',
      ar: 'أُعيد طلبك «{{title}}» ({{no}}). السبب: {{reason}}. يرجى تصحيح النموذج أو مرفقاته ثم إعادة تقديمه.',
    },
  },
  attachment_returned: {
    type: 'attachment',
    stage: 'acceptance',
    department: ACCEPTANCE,
    title: { zh_CN: '申请 {{no}} 的附件被退回', en: 'Attachment of application {{no}} returned', ar: 'أُعيد مرفق الطلب {{no}}' },
    content: {
      zh_CN: '申请“{{title}}”（{{no}}）的附件“{{attachment}}”审核未通过，原因：{{reason}}。请删除该附件并重新上传后再提交。',
      en: 'The attachment “{{attachment}}” of application “{{title}}” ({{no}}) was returned. Reason: {{reason}}. Please delete it and upload a corrected file before submitting.',
      ar: 'أُعيد المرفق «{{attachment}}» للطلب «{{title}}» ({{no}}). السبب: {{reason}}. يرجى حذفه ورفع ملف مصحح قبل التقديم.',
    },
  },
  draft_certificate_ready: {
    type: 'certificate',
    stage: 'certificate_issuance',
    department: { zh_CN: '证书签发部', en: 'Certificate Issuance Department', ar: 'قسم إصدار الشهادات' },
    title: { zh_CN: '申请 {{no}} 的证书草稿待您确认', en: 'Draft certificate of application {{no}} ready for your review', ar: 'مسودة شهادة الطلب {{no}} جاهزة لمراجعتك' },
    content: {
      zh_CN: '申请“{{title}}”（{{no}}）的证书草稿已生成。请在“证书草稿确认”中核对，确认无误或提出修改意见。',
      en: 'The draft certificate of application “{{title}}” ({{no}}) is ready. Please check it under Draft certificates and confirm it or tell us what to change.',
      ar: 'مسودة شهادة الطلب «{{title}}» ({{no}}) جاهزة. يرجى مراجعتها في «مسودات الشهادات» ثم تأكيدها أو إخبارنا بما يجب تعديله.',
    },
  },
  certificate_issued: {
    type: 'certificate',
    stage: 'certificate_issuance',
    department: { zh_CN: '证书签发部', en: 'Certificate Issuance Department', ar: 'قسم إصدار الشهادات' },
    title: { zh_CN: '证书 {{certificate}} 已签发', en: 'Certificate {{certificate}} issued', ar: 'تم إصدار الشهادة {{certificate}}' },
    content: {
      zh_CN: '申请“{{title}}”（{{no}}）的证书 {{certificate}} 已签发，您可以在“我的证书”中查看和下载。',
      en: 'Certificate {{certificate}} for application “{{title}}” ({{no}}) has been issued. You can view and download it under My certificates.',
      ar: 'صدرت الشهادة {{certificate}} للطلب «{{title}}» ({{no}}). يمكنك عرضها وتنزيلها من «شهاداتي».',
    },
  },
  profile_verified: {
    type: 'account',
    stage: null,
    department: { zh_CN: '客户服务部', en: 'Customer Service Department', ar: 'قسم خدمة العملاء' },
    title: { zh_CN: '您的资料已通过认证', en: 'Your profile has been verified', ar: 'تم التحقق من ملفك الشخصي' },
    content: {
      zh_CN: '您的账号资料与身份证明已审核通过，现在可以提交申请。',
      en: 'Your account details and identity documents have been verified. You can now submit applications.',
      ar: 'تم التحقق من بيانات حسابك ووثائق هويتك. يمكنك الآن تقديم الطلبات.',
    },
  },
} as Record<NoticeEventKind, Template>;

/** The certificate status actions (issue 15): the holder is told what changed and since when. */
const CERT_DEPT: Texts = { zh_CN: '证书签发部', en: 'Certificate Issuance Department', ar: 'قسم إصدار الشهادات' };
const CERT_STATUS_TEMPLATES: Record<'certificate_suspended' | 'certificate_withdrawn' | 'certificate_reinstated' | 'certificate_superseded', Template> = {
  certificate_suspended: {
    type: 'certificate',
    stage: null,
    department: CERT_DEPT,
    title: { zh_CN: '证书 {{certificate}} 已暂停', en: 'Certificate {{certificate}} suspended', ar: 'تم تعليق الشهادة {{certificate}}' },
    content: {
      zh_CN: '申请“{{title}}”（{{no}}）的证书 {{certificate}} 已暂停至 {{until}}。{{reason}}',
      en: 'Certificate {{certificate}} of application “{{title}}” ({{no}}) is suspended until {{until}}. {{reason}}',
      ar: 'عُلّقت الشهادة {{certificate}} للطلب «{{title}}» ({{no}}) حتى {{until}}. {{reason}}',
    },
  },
  certificate_withdrawn: {
    type: 'certificate',
    stage: null,
    department: CERT_DEPT,
    title: { zh_CN: '证书 {{certificate}} 已撤回', en: 'Certificate {{certificate}} withdrawn', ar: 'تم سحب الشهادة {{certificate}}' },
    content: {
      zh_CN: '申请“{{title}}”（{{no}}）的证书 {{certificate}} 已撤回，原因：{{reason}}。该证书不再有效。',
      en: 'Certificate {{certificate}} of application “{{title}}” ({{no}}) has been withdrawn. Reason: {{reason}}. It is no longer valid.',
      ar: 'سُحبت الشهادة {{certificate}} للطلب «{{title}}» ({{no}}). السبب: {{reason}}. لم تعد سارية.',
    },
  },
  certificate_reinstated: {
    type: 'certificate',
    stage: null,
    department: CERT_DEPT,
    title: { zh_CN: '证书 {{certificate}} 已恢复', en: 'Certificate {{certificate}} reinstated', ar: 'تمت إعادة الشهادة {{certificate}}' },
    content: {
      zh_CN: '申请“{{title}}”（{{no}}）的证书 {{certificate}} 已恢复有效。',
      en: 'Certificate {{certificate}} of application “{{title}}” ({{no}}) is valid again.',
      ar: 'أصبحت الشهادة {{certificate}} للطلب «{{title}}» ({{no}}) سارية من جديد.',
    },
  },
  certificate_superseded: {
    type: 'certificate',
    stage: null,
    department: CERT_DEPT,
    title: { zh_CN: '证书 {{certificate}} 已被替代', en: 'Certificate {{certificate}} superseded', ar: 'تم استبدال الشهادة {{certificate}}' },
    content: {
      zh_CN: '申请“{{title}}”（{{no}}）的证书 {{certificate}} 已被证书 {{replacement}} 替代。',
      en: 'Certificate {{certificate}} of application “{{title}}” ({{no}}) has been superseded by certificate {{replacement}}.',
      ar: 'استُبدلت الشهادة {{certificate}} للطلب «{{title}}» ({{no}}) بالشهادة {{replacement}}.',
    },
  },
};
Object.assign(TEMPLATES, CERT_STATUS_TEMPLATES);

/** E-mail footer under the notice text. */
export const MAIL_FOOTER: Texts = {
  zh_CN: '—— 本邮件是您在客户门户中的消息副本，请登录门户查看详情。',
  en: '— This e-mail is a copy of a message in your customer portal; sign in to see the details.',
  ar: '— هذا البريد نسخة من رسالة في بوابة العملاء؛ سجّل الدخول للاطلاع على التفاصيل.',
};

const fill = (text: string, params: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');

export interface RenderedNotice {
  type: NoticeType;
  title: string;
  content: string;
  sender: string;
  sendDepartment: string;
  currentStage: string | null;
  application: NoticeApplicationRef | null;
}

/** The notice of an event in one language. */
export function renderNotice(event: NoticeEvent, lang: Locale): RenderedNotice {
  const tpl = TEMPLATES[event.kind];
  const application = 'application' in event ? event.application : null;
  const params: Record<string, string> = {
    no: application?.no ?? '',
    title: application?.title ?? '',
    reason: 'reason' in event ? event.reason : '',
    attachment: 'attachmentName' in event ? event.attachmentName : '',
    certificate: 'certificateNo' in event ? event.certificateNo : '',
    until: 'until' in event ? event.until : '',
    replacement: 'replacement' in event ? event.replacement : '',
  };
  return {
    type: tpl.type,
    title: fill(tpl.title[lang], params),
    content: fill(tpl.content[lang], params),
    sender: event.sender ?? SYSTEM_SENDER[lang],
    sendDepartment: tpl.department[lang],
    currentStage: ('stage' in event ? event.stage : undefined) ?? tpl.stage,
    application,
  };
}
