import { formatNumber, pluralRulesOf, type Locale, type NoticeEventKind, type NoticeType } from '@tic/shared';

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
  // Money (payments module): {{quotation}} number, {{amount}} with its currency, {{remittance}} number.
  | { kind: 'quotation_issued'; userId: number; quotationNo: string; amount: string; sender?: string }
  | { kind: 'quotation_expired'; userId: number; quotationNo: string; amount: string; sender?: string }
  | { kind: 'remittance_confirmed'; userId: number; remittanceNo: string; amount: string; sender?: string }
  | { kind: 'remittance_rejected'; userId: number; remittanceNo: string; reason: string; sender?: string }
  | { kind: 'certificate_suspended'; userId: number; application: NoticeApplicationRef; certificateNo: string; until: string; reason: string; sender?: string }
  | { kind: 'certificate_withdrawn'; userId: number; application: NoticeApplicationRef; certificateNo: string; reason: string; sender?: string }
  | { kind: 'certificate_reinstated'; userId: number; application: NoticeApplicationRef; certificateNo: string; sender?: string }
  | { kind: 'certificate_superseded'; userId: number; application: NoticeApplicationRef; certificateNo: string; replacement: string; sender?: string }
  // Sample logistics: {{lab}} address, {{quantity}}, {{due}}, {{courier}}, {{tracking}}, {{reason}} (what is wrong, or the customer's comment).
  | { kind: SampleNoticeKind; userId: number; application: NoticeApplicationRef; sample: SampleNoticeParams; reason?: string; stage?: string; sender?: string };

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

const CUSTOMER_SERVICE: Texts = { zh_CN: '客户服务部', en: 'Customer Service Department', ar: 'قسم خدمة العملاء' };
const ACCEPTANCE: Texts = { zh_CN: '认证受理部', en: 'Certification Acceptance Department', ar: 'قسم قبول الاعتماد' };

const CERT_DEPT: Texts = { zh_CN: '证书签发部', en: 'Certificate Issuance Department', ar: 'قسم إصدار الشهادات' };
const FINANCE: Texts = { zh_CN: '财务部', en: 'Finance Department', ar: 'القسم المالي' };
const REVIEW: Texts = { zh_CN: '合格评定部', en: 'Conformity Assessment Department', ar: 'قسم تقييم المطابقة' };
const LAB: Texts = { zh_CN: '实验室', en: 'Laboratory', ar: 'المختبر' };

// Counts ({{items}}, {{quantity}}) are written as their counted phrases (COUNTED).
// Placeholders: {{no}} {{title}} {{reason}} {{attachment}} {{certificate}} {{due}} {{items}} {{quotation}} {{amount}} {{remittance}} {{until}} {{replacement}}
// {{lab}} {{quantity}} {{courier}} {{tracking}}.
const TEMPLATES: Record<NoticeEventKind, Template> = {
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
      en:
        'The attachment “{{attachment}}” of application “{{title}}” ({{no}}) was returned. ' +
        'Reason: {{reason}}. Please delete it and upload a corrected file before submitting.',
      ar: 'أُعيد المرفق «{{attachment}}» للطلب «{{title}}» ({{no}}). السبب: {{reason}}. يرجى حذفه ورفع ملف مصحح قبل التقديم.',
    },
  },
  draft_certificate_ready: {
    type: 'certificate',
    stage: 'certificate_issuance',
    department: { zh_CN: '证书签发部', en: 'Certificate Issuance Department', ar: 'قسم إصدار الشهادات' },
    title: {
      zh_CN: '申请 {{no}} 的证书草稿待您确认',
      en: 'Draft certificate of application {{no}} ready for your review',
      ar: 'مسودة شهادة الطلب {{no}} جاهزة لمراجعتك',
    },
    content: {
      zh_CN: '申请“{{title}}”（{{no}}）的证书草稿已生成。请在“证书草稿确认”中核对，确认无误或提出修改意见。',
      en:
        'The draft certificate of application “{{title}}” ({{no}}) is ready. Please ' +
        'check it under Draft certificates and confirm it or tell us what to change.',
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
  info_requested: {
    type: 'application',
    stage: 'additional_information',
    department: REVIEW,
    title: { zh_CN: '申请 {{no}} 需要补充资料', en: 'Additional information needed for application {{no}}', ar: 'مطلوب معلومات إضافية للطلب {{no}}' },
    content: {
      zh_CN: '我们在审核申请“{{title}}”（{{no}}）时需要您补充 {{items}}资料，请于 {{due}} 前在“补充资料”中逐项回复。',
      en:
        'To continue with application “{{title}}” ({{no}}) we need {{items}} of ' +
        'additional information. Please answer each under Additional information by {{due}}.',
      ar: 'لمتابعة الطلب «{{title}}» ({{no}}) نحتاج إلى {{items}} من المعلومات الإضافية. يرجى الإجابة عن كل بند في «المعلومات الإضافية» قبل {{due}}.',
    },
  },
  info_answered: {
    type: 'application',
    stage: null,
    department: REVIEW,
    title: {
      zh_CN: '已收到申请 {{no}} 的补充资料',
      en: 'Additional information for application {{no}} received',
      ar: 'تم استلام المعلومات الإضافية للطلب {{no}}',
    },
    content: {
      zh_CN: '我们已收到您为申请“{{title}}”（{{no}}）提交的补充资料，审核将继续进行。',
      en: 'We have received the additional information you sent for application “{{title}}” ({{no}}); our review continues.',
      ar: 'استلمنا المعلومات الإضافية التي أرسلتها للطلب «{{title}}» ({{no}})؛ وتستمر مراجعتنا.',
    },
  },
  documents_accepted: {
    type: 'application',
    stage: 'acceptance',
    department: ACCEPTANCE,
    title: { zh_CN: '申请 {{no}} 资料审核通过', en: 'Documents of application {{no}} accepted', ar: 'قُبلت مستندات الطلب {{no}}' },
    content: {
      zh_CN: '申请“{{title}}”（{{no}}）的资料审核已通过。我们将发出费用通知，并通知您送样的地址、数量和期限。',
      en:
        'The documents of application “{{title}}” ({{no}}) passed our review. A fee notification ' +
        'follows, and we will tell you where, how many and by when to send the samples.',
      ar: 'اجتازت مستندات الطلب «{{title}}» ({{no}}) المراجعة. سيصلك إشعار الرسوم، وسنخبرك بعنوان إرسال العينات وعددها وموعدها.',
    },
  },
  sample_delivery_notice: {
    type: 'application',
    stage: 'sample_delivery',
    department: LAB,
    title: { zh_CN: '申请 {{no}} 送样通知', en: 'Sample delivery notice for application {{no}}', ar: 'إشعار إرسال العينات للطلب {{no}}' },
    content: {
      zh_CN: '请于 {{due}} 前将申请“{{title}}”（{{no}}）的 {{quantity}}寄送至：{{lab}}。寄出后请在“送样通知”中填写快递公司和运单号。',
      en:
        'Please send {{quantity}} for application “{{title}}” ({{no}}) to {{lab}} by ' +
        '{{due}}. Once sent, enter the courier and tracking number under Sample delivery.',
      ar: 'يرجى إرسال {{quantity}} للطلب «{{title}}» ({{no}}) إلى {{lab}} قبل ' + '{{due}}. بعد الإرسال أدخل شركة الشحن ورقم التتبع في «إشعار إرسال العينات».',
    },
  },
  sample_shipped: {
    type: 'application',
    stage: 'sample_in_transit',
    department: LAB,
    title: { zh_CN: '申请 {{no}} 的样品已寄出', en: 'Samples of application {{no}} on their way', ar: 'عينات الطلب {{no}} في الطريق' },
    content: {
      zh_CN: '我们已记录申请“{{title}}”（{{no}}）的样品寄送信息：{{courier}}，运单号 {{tracking}}。样品到达后我们会通知您签收结果。',
      en:
        'We have recorded the samples of application “{{title}}” ({{no}}) as sent with {{courier}}, ' +
        'tracking number {{tracking}}. We will tell you when they arrive and how they were found.',
      ar: 'سجّلنا إرسال عينات الطلب «{{title}}» ({{no}}) عبر {{courier}}، رقم التتبع {{tracking}}. سنُعلمك عند وصولها وبنتيجة فحصها.',
    },
  },
  sample_received: {
    type: 'application',
    stage: 'sample_receipt',
    department: LAB,
    title: { zh_CN: '申请 {{no}} 的样品已签收', en: 'Samples of application {{no}} received in order', ar: 'استُلمت عينات الطلب {{no}} بحالة سليمة' },
    content: {
      zh_CN: '实验室已签收申请“{{title}}”（{{no}}）的样品（运单号 {{tracking}}），样品完好、符合要求。费用确认后将正式受理并开始检测。',
      en:
        'The laboratory received the samples of application “{{title}}” ({{no}}) (tracking number {{tracking}}) ' +
        'in order. Testing starts with the formal acceptance once the fees are confirmed.',
      ar: 'استلم المختبر عينات الطلب «{{title}}» ({{no}}) (رقم التتبع {{tracking}}) بحالة سليمة. يبدأ الاختبار مع القبول الرسمي بعد تأكيد الرسوم.',
    },
  },
  sample_not_conforming: {
    type: 'application',
    stage: 'sample_delivery',
    department: LAB,
    title: { zh_CN: '申请 {{no}} 的样品不符合要求', en: 'Samples of application {{no}} not conforming', ar: 'عينات الطلب {{no}} غير مطابقة' },
    content: {
      zh_CN: '申请“{{title}}”（{{no}}）的样品（运单号 {{tracking}}）不符合要求，原因：{{reason}}。请整改后重新寄送 {{quantity}}至 {{lab}}，并填写新的运单号。',
      en:
        'The samples of application “{{title}}” ({{no}}) (tracking number {{tracking}}) do not conform. Reason: {{reason}}. ' +
        'Please rectify them and send {{quantity}} again to {{lab}}, then enter the new tracking number.',
      ar:
        'عينات الطلب «{{title}}» ({{no}}) (رقم التتبع {{tracking}}) غير مطابقة. السبب: {{reason}}. يرجى ' +
        'تصحيحها وإرسال {{quantity}} مجددًا إلى {{lab}} ثم إدخال رقم التتبع الجديد.',
    },
  },
  sample_accepted: {
    type: 'application',
    stage: 'laboratory_testing',
    department: ACCEPTANCE,
    title: { zh_CN: '申请 {{no}} 受理通知', en: 'Acceptance notice for application {{no}}', ar: 'إشعار القبول للطلب {{no}}' },
    content: {
      zh_CN: '申请“{{title}}”（{{no}}）的费用已确认、样品已签收，现正式受理，开始检测。',
      en: 'Application “{{title}}” ({{no}}) is formally accepted: the fees are confirmed and the samples received. Testing has started.',
      ar: 'قُبل الطلب «{{title}}» ({{no}}) رسميًا: تأكدت الرسوم واستُلمت العينات. بدأ الاختبار.',
    },
  },
  test_data_ready: {
    type: 'application',
    stage: 'data_review',
    department: LAB,
    title: {
      zh_CN: '申请 {{no}} 的测试数据待您确认',
      en: 'Test data of application {{no}} ready for your review',
      ar: 'بيانات اختبار الطلب {{no}} جاهزة لمراجعتك',
    },
    content: {
      zh_CN: '申请“{{title}}”（{{no}}）的测试已完成。请在“数据确认”中查看测试数据，确认无误或提出异议。',
      en: 'Testing of application “{{title}}” ({{no}}) is complete. Please read the test data under Data review and confirm it or dispute it with a comment.',
      ar: 'اكتمل اختبار الطلب «{{title}}» ({{no}}). يرجى قراءة بيانات الاختبار في «مراجعة البيانات» ثم تأكيدها أو الاعتراض عليها مع تعليق.',
    },
  },
  test_data_confirmed: {
    type: 'application',
    stage: 'conformity_assessment',
    department: REVIEW,
    title: { zh_CN: '申请 {{no}} 的测试数据已确认', en: 'Test data of application {{no}} confirmed', ar: 'تم تأكيد بيانات اختبار الطلب {{no}}' },
    content: {
      zh_CN: '您已确认申请“{{title}}”（{{no}}）的测试数据。我们将进行合格评定并出具证书草稿。',
      en: 'You confirmed the test data of application “{{title}}” ({{no}}). We now assess conformity and prepare the draft certificate.',
      ar: 'أكّدت بيانات اختبار الطلب «{{title}}» ({{no}}). نقوم الآن بتقييم المطابقة وإعداد مسودة الشهادة.',
    },
  },
  test_data_disputed: {
    type: 'application',
    stage: 'laboratory_testing',
    department: LAB,
    title: {
      zh_CN: '已收到申请 {{no}} 测试数据的异议',
      en: 'Your dispute of the test data of application {{no}} received',
      ar: 'تم استلام اعتراضك على بيانات اختبار الطلب {{no}}',
    },
    content: {
      zh_CN: '您对申请“{{title}}”（{{no}}）的测试数据提出了异议：{{reason}}。实验室将复核并发送新的测试数据。',
      en: 'You disputed the test data of application “{{title}}” ({{no}}): {{reason}}. The laboratory will check again and send new test data.',
      ar: 'اعترضت على بيانات اختبار الطلب «{{title}}» ({{no}}): {{reason}}. سيعيد المختبر الفحص ويرسل بيانات اختبار جديدة.',
    },
  },
  profile_verified: {
    type: 'account',
    stage: null,
    department: CUSTOMER_SERVICE,
    title: { zh_CN: '您的资料已通过认证', en: 'Your profile has been verified', ar: 'تم التحقق من ملفك الشخصي' },
    content: {
      zh_CN: '您的账号资料与身份证明已审核通过，现在可以提交申请。',
      en: 'Your account details and identity documents have been verified. You can now submit applications.',
      ar: 'تم التحقق من بيانات حسابك ووثائق هويتك. يمكنك الآن تقديم الطلبات.',
    },
  },
  application_cancelled: {
    type: 'application',
    stage: null,
    department: ACCEPTANCE,
    title: { zh_CN: '申请 {{no}} 已取消', en: 'Application {{no}} cancelled', ar: 'أُلغي الطلب {{no}}' },
    content: {
      zh_CN: '您的申请“{{title}}”（{{no}}）已取消，原因：{{reason}}。已取消的申请仍可在申请列表中按“已取消”筛选查看。',
      en:
        'Your application “{{title}}” ({{no}}) has been cancelled. Reason: {{reason}}. ' +
        'Cancelled applications stay in your application list under the Cancelled filter.',
      ar: 'أُلغي طلبك «{{title}}» ({{no}}). السبب: {{reason}}. تبقى الطلبات الملغاة في قائمة طلباتك ضمن عامل التصفية «ملغى».',
    },
  },
  channel_profile_approved: {
    type: 'account',
    stage: null,
    department: CUSTOMER_SERVICE,
    title: { zh_CN: '您的渠道资料已确认', en: 'Your channel profile has been confirmed', ar: 'تم تأكيد ملف القناة الخاص بك' },
    content: {
      zh_CN: '您提交的渠道确认资料（渠道类型、身份与资质）已审核通过。',
      en: 'The channel profile you submitted (channel type, identity and qualifications) has been approved.',
      ar: 'تمت الموافقة على ملف القناة الذي قدمته (نوع القناة والهوية والمؤهلات).',
    },
  },
  channel_profile_returned: {
    type: 'account',
    stage: null,
    department: CUSTOMER_SERVICE,
    title: { zh_CN: '您的渠道资料需要修改', en: 'Your channel profile needs changes', ar: 'ملف القناة الخاص بك يحتاج إلى تعديلات' },
    content: {
      zh_CN: '您提交的渠道确认资料已退回，原因：{{reason}}。请在“渠道确认资料”页面修改后重新提交。',
      en: 'Your channel profile was returned. Reason: {{reason}}. Please correct it on the channel profile page and submit it again.',
      ar: 'أُعيد ملف القناة الخاص بك. السبب: {{reason}}. يرجى تصحيحه في صفحة ملف القناة ثم إعادة تقديمه.',
    },
  },
  quotation_issued: {
    type: 'application',
    stage: null,
    department: { zh_CN: '客户服务部', en: 'Customer Service Department', ar: 'قسم خدمة العملاء' },
    title: { zh_CN: '报价单 {{quotation}} 待您确认', en: 'Quotation {{quotation}} awaits your decision', ar: 'عرض السعر {{quotation}} بانتظار قرارك' },
    content: {
      zh_CN: '我们已为您出具报价单 {{quotation}}，金额 {{amount}}。请在“费用通知”中查看，接受或拒绝。',
      en: 'We have issued quotation {{quotation}} for {{amount}}. Please review it under Fee notification and accept or reject it.',
      ar: 'أصدرنا عرض السعر {{quotation}} بمبلغ {{amount}}. يرجى مراجعته في «إشعار الرسوم» ثم قبوله أو رفضه.',
    },
  },
  quotation_expired: {
    type: 'application',
    stage: null,
    department: { zh_CN: '客户服务部', en: 'Customer Service Department', ar: 'قسم خدمة العملاء' },
    title: { zh_CN: '报价单 {{quotation}} 已过期', en: 'Quotation {{quotation}} has expired', ar: 'انتهت صلاحية عرض السعر {{quotation}}' },
    content: {
      zh_CN: '报价单 {{quotation}}（金额 {{amount}}）已过有效期，不能再接受。如仍需服务，请联系我们重新报价。',
      en:
        'Quotation {{quotation}} ({{amount}}) has passed its validity and can no longer ' +
        'be accepted. If you still need the service, contact us for a new quotation.',
      ar: 'انتهت صلاحية عرض السعر {{quotation}} ({{amount}}) ولم يعد بالإمكان قبوله. إذا كنت لا تزال بحاجة إلى الخدمة، تواصل معنا للحصول على عرض جديد.',
    },
  },
  remittance_confirmed: {
    type: 'application',
    stage: null,
    department: FINANCE,
    title: { zh_CN: '汇款 {{remittance}} 已确认', en: 'Remittance {{remittance}} confirmed', ar: 'تم تأكيد الحوالة {{remittance}}' },
    content: {
      zh_CN: '财务已确认您的汇款 {{remittance}}，确认金额 {{amount}}。相关申请的付款状态已更新。',
      en: 'Finance has confirmed your remittance {{remittance}}: {{amount}}. The payment status of its applications has been updated.',
      ar: 'أكّد القسم المالي حوالتك {{remittance}}: {{amount}}. تم تحديث حالة الدفع لطلباتها.',
    },
  },
  remittance_rejected: {
    type: 'application',
    stage: null,
    department: FINANCE,
    title: { zh_CN: '汇款 {{remittance}} 未通过确认', en: 'Remittance {{remittance}} not confirmed', ar: 'لم تُؤكَّد الحوالة {{remittance}}' },
    content: {
      zh_CN: '您的汇款 {{remittance}} 未通过财务确认，原因：{{reason}}。',
      en: 'Your remittance {{remittance}} was not confirmed by finance. Reason: {{reason}}.',
      ar: 'لم يؤكد القسم المالي حوالتك {{remittance}}. السبب: {{reason}}.',
    },
  },
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

/** E-mail footer under the notice text. */
export const MAIL_FOOTER: Texts = {
  zh_CN: '—— 本邮件是您在客户门户中的消息副本，请登录门户查看详情。',
  en: '— This e-mail is a copy of a message in your customer portal; sign in to see the details.',
  ar: '— هذا البريد نسخة من رسالة في بوابة العملاء؛ سجّل الدخول للاطلاع على التفاصيل.',
};

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The placeholders that count things, written as the counted phrase in the plural form the number takes in the reader's
 * language ("1 item", "3 items"; ar six forms, zh one): a notice is rendered when it is read, from its stored number.
 */
export const COUNTED: Record<'items' | 'quantity', Record<Locale, PluralForms>> = {
  items: {
    zh_CN: { other: '{{n}} 项' },
    en: { one: '1 item', other: '{{n}} items' },
    ar: { zero: '{{n}} بند', one: 'بند واحد', two: 'بندين', few: '{{n}} بنود', many: '{{n}} بندًا', other: '{{n}} بند' },
  },
  quantity: {
    zh_CN: { other: '{{n}} 台样品' },
    en: { one: '1 sample', other: '{{n}} samples' },
    ar: { zero: '{{n}} عينة', one: 'عينة واحدة', two: 'عينتين', few: '{{n}} عينات', many: '{{n}} عينةً', other: '{{n}} عينة' },
  },
};

function counted(name: string, value: string, lang: Locale): string {
  const forms = (COUNTED as Record<string, Record<Locale, PluralForms> | undefined>)[name]?.[lang];
  if (!forms || !/^\d+$/.test(value)) return value;
  const n = Number(value);
  return (forms[pluralRulesOf(lang).select(n)] ?? forms.other).replace('{{n}}', formatNumber(lang, n));
}

const fill = (text: string, params: Record<string, string>, lang: Locale) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => counted(k, params[k] ?? '', lang));

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
  | 'amount'
  | 'until'
  | 'replacement'
  | 'lab'
  | 'quantity'
  | 'courier'
  | 'tracking',
  string
> & { sender: string | null };

export function noticeParams(event: NoticeEvent): NoticeParams {
  const application = 'application' in event ? event.application : null;
  const sample = 'sample' in event ? event.sample : undefined;
  return {
    no: application?.no ?? '',
    title: application?.title ?? '',
    reason: 'reason' in event ? (event.reason ?? '') : '',
    attachment: 'attachmentName' in event ? event.attachmentName : '',
    certificate: 'certificateNo' in event ? event.certificateNo : '',
    sender: event.sender ?? null,
    due: 'dueDate' in event ? event.dueDate : (sample?.dueDate ?? ''),
    items: 'items' in event ? String(event.items) : '',
    quotation: 'quotationNo' in event ? event.quotationNo : '',
    remittance: 'remittanceNo' in event ? event.remittanceNo : '',
    amount: 'amount' in event ? event.amount : '',
    until: 'until' in event ? event.until : '',
    replacement: 'replacement' in event ? event.replacement : '',
    lab: sample?.labAddress ?? '',
    quantity: sample?.quantity === undefined ? '' : String(sample.quantity),
    courier: sample?.courier ?? '',
    tracking: sample?.trackingNo ?? '',
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
  const p: Record<string, string> = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v ?? '']));
  return {
    title: fill(tpl.title[lang], p, lang),
    content: fill(tpl.content[lang], p, lang),
    sender: params.sender || SYSTEM_SENDER[lang],
    sendDepartment: tpl.department[lang],
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
