import type { DeepStrings } from '../en.js';

/** Additional information requested by staff and answered by the customer (NBAdditionalInfo screens, notices). */
const en = {
  validation: {
    maxItems: 'At most {{max}} items',
    infoAnswerRequired: 'Answer each item with text or a file',
    infoClosed: 'This request has already been answered',
    infoFileNotYours: 'A file of the answer is not one of your uploads',
  },
  field: {
    due_date: 'Due date',
    question: 'Question',
    answer: 'Answer',
  },
  additionalInfo: {
    listTitle: 'Requests for additional information',
    open: 'Open',
    answered: 'Answered',
    empty: 'No requests for additional information',
    application: 'Application',
    due: 'Due {{date}}',
    overdue: 'Overdue',
    items: '{{count}} items',
    itemsTitle: 'Items',
    answerAction: 'Answer',
    view: 'View',
    answerTitle: 'Additional information for {{no}}',
    itemLabel: 'Item {{n}}',
    answerPlaceholder: 'Your answer',
    files: 'Files',
    submit: 'Send the answers',
    submitted: 'Your answers were sent; the application goes back to our staff.',
    closedNote: 'Answered on {{date}}.',
    waits: 'Waiting for your additional information',
    stale: 'This request changed meanwhile; the latest version is shown.',
  },
};

const zh_CN: DeepStrings<typeof en> = {
  validation: {
    maxItems: '最多 {{max}} 项',
    infoAnswerRequired: '请为每一项填写回复或上传文件',
    infoClosed: '该补充资料要求已回复',
    infoFileNotYours: '回复中的文件不是您上传的文件',
  },
  field: {
    due_date: '截止日期',
    question: '问题',
    answer: '回复',
  },
  additionalInfo: {
    listTitle: '补充资料要求',
    open: '待回复',
    answered: '已回复',
    empty: '暂无补充资料要求',
    application: '申请',
    due: '截止 {{date}}',
    overdue: '已逾期',
    items: '{{count}} 项',
    itemsTitle: '项目',
    answerAction: '回复',
    view: '查看',
    answerTitle: '{{no}} 的补充资料',
    itemLabel: '第 {{n}} 项',
    answerPlaceholder: '您的回复',
    files: '文件',
    submit: '提交回复',
    submitted: '您的回复已提交，申请已转回我们的工作人员处理。',
    closedNote: '已于 {{date}} 回复。',
    waits: '等待您补充资料',
    stale: '该要求已被更新，现显示最新版本。',
  },
};

const ar: DeepStrings<typeof en> = {
  validation: {
    maxItems: '{{max}} بندًا على الأكثر',
    infoAnswerRequired: 'أجب عن كل بند بنص أو ملف',
    infoClosed: 'تمت الإجابة عن هذا الطلب بالفعل',
    infoFileNotYours: 'أحد ملفات الإجابة ليس من ملفاتك المرفوعة',
  },
  field: {
    due_date: 'تاريخ الاستحقاق',
    question: 'السؤال',
    answer: 'الإجابة',
  },
  additionalInfo: {
    listTitle: 'طلبات المعلومات الإضافية',
    open: 'مفتوح',
    answered: 'تمت الإجابة',
    empty: 'لا توجد طلبات معلومات إضافية',
    application: 'الطلب',
    due: 'الاستحقاق {{date}}',
    overdue: 'متأخر',
    items: '{{count}} بنود',
    itemsTitle: 'البنود',
    answerAction: 'إجابة',
    view: 'عرض',
    answerTitle: 'معلومات إضافية للطلب {{no}}',
    itemLabel: 'البند {{n}}',
    answerPlaceholder: 'إجابتك',
    files: 'الملفات',
    submit: 'إرسال الإجابات',
    submitted: 'أُرسلت إجاباتك؛ يعود الطلب إلى موظفينا.',
    closedNote: 'تمت الإجابة في {{date}}.',
    waits: 'بانتظار معلوماتك الإضافية',
    stale: 'تغيّر هذا الطلب في الأثناء؛ تُعرض الآن أحدث نسخة.',
  },
};

export const additionalInfoMessages = { en, zh_CN, ar };
