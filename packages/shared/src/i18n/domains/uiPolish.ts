import type { DeepStrings } from '../en.js';

/**
 * What customers and officers met (issue 27, the interface part): role names beside a staff member's name,
 * the confirmations of irreversible actions, the list cards of phones and the forms' rough edges.
 */
const en = {
  ux: {
    nameWithRole: '{{name}} ({{role}})',
    tableRegion: 'Table',
    suggestedStep: '{{step}} (next)',
    confirmWhat: {
      accept: 'The application is accepted: the work passes to the engineers and the customer is told. It can no longer be returned for changes.',
      send_draft: 'The draft certificate is sent to the customer: the application waits on them until they confirm it or ask for changes.',
      issue: 'The certificate is issued and the customer is told; its verification code is live. It cannot be taken back, only suspended or withdrawn.',
      review_remittance: 'The remittance is marked as being checked: the customer sees that finance is reviewing it.',
      confirm_remittance: 'The remittance is confirmed as received in full: what it pays counts as paid and the customer is told. Only a reversal undoes it.',
      accept_info: "The customer's answers are accepted: the request is closed and the work goes on.",
      reissue_code: 'A new verification code is made for this certificate: the old code stops working at once.',
      other: '“{{action}}” is carried out now and recorded in the audit trail.',
    },
    acceptQuotation: {
      title: 'Accept quotation {{no}}?',
      body: 'You agree to pay {{total}} as quoted; the invoice is made out to “{{invoice}}”. An accepted quotation cannot be rejected afterwards.',
    },
  },
};

const zh_CN: DeepStrings<typeof en> = {
  ux: {
    nameWithRole: '{{name}}（{{role}}）',
    tableRegion: '表格',
    suggestedStep: '{{step}}（下一步）',
    confirmWhat: {
      accept: '受理此申请：它将离开待受理队列，工作转交工程师，并通知客户。受理后不能再退回修改。',
      send_draft: '将证书草稿发送给客户审阅：申请将等待客户确认或提出修改。',
      issue: '签发证书：证书编号和验证码将公开，并通知客户。签发后不能撤回，只能暂停或撤销。',
      review_remittance: '将此汇款标记为审核中：客户会看到财务正在核对。',
      confirm_remittance: '确认此汇款已全额到账：所付款项计为已付，并通知客户。只能通过冲销撤回。',
      accept_info: '接受客户的补充答复：此请求关闭，工作继续。',
      reissue_code: '为此证书生成新的验证码：旧验证码立即失效。',
      other: '立即执行“{{action}}”，并记入审计记录。',
    },
    acceptQuotation: {
      title: '接受报价单 {{no}}？',
      body: '您同意按报价支付 {{total}}，发票抬头为“{{invoice}}”。接受后不能再拒绝此报价单。',
    },
  },
};

const ar: DeepStrings<typeof en> = {
  ux: {
    nameWithRole: '{{name}} ({{role}})',
    tableRegion: 'جدول',
    suggestedStep: '{{step}} (الخطوة التالية)',
    confirmWhat: {
      accept: 'يُقبل الطلب: يخرج من قائمة القبول وينتقل العمل إلى المهندسين ويُبلَّغ العميل. لا يمكن بعد ذلك إعادته للتعديل.',
      send_draft: 'تُرسل مسودة الشهادة إلى العميل لمراجعتها: ينتظر الطلب حتى يؤكدها أو يطلب تعديلات.',
      issue: 'تُصدر الشهادة: يُنشر رقمها ورمز التحقق ويُبلَّغ العميل. لا يمكن التراجع عنها، بل تعليقها أو سحبها فقط.',
      review_remittance: 'تُعلَّم الحوالة قيد التدقيق: يرى العميل أن المالية تراجعها.',
      confirm_remittance: 'تُؤكَّد الحوالة كمستلمة بالكامل: يُحتسب ما تدفعه مدفوعًا ويُبلَّغ العميل. لا يلغيها إلا العكس.',
      accept_info: 'تُقبل إجابات العميل: يُغلق الطلب ويستمر العمل.',
      reissue_code: 'يُنشأ رمز تحقق جديد لهذه الشهادة: يتوقف الرمز القديم فورًا.',
      other: 'يُنفَّذ «{{action}}» الآن ويُسجَّل في سجل التدقيق.',
    },
    acceptQuotation: {
      title: 'قبول عرض السعر {{no}}؟',
      body: 'توافق على دفع {{total}} كما هو معروض؛ تصدر الفاتورة باسم «{{invoice}}». لا يمكن رفض عرض السعر بعد قبوله.',
    },
  },
};

export const uiPolishMessages = { en, zh_CN, ar };
