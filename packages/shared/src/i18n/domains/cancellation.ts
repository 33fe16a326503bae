import type { DeepStrings } from '../en.js';

/**
 * Issue 28, cancellation with money (lines/cancellation.ts): why that much is kept (the reason codes of
 * cancellationMoney) and what the customer sees before confirming.
 */
const en = {
  cancellation: {
    reason: {
      notStarted: 'Work has not started: nothing is kept.',
      beforeCutoff: 'The inspection is more than one full working day away: nothing is kept.',
      lateInspection: 'The inspection fee of {{kept}} is kept because the inspection ({{dateDate}}) is less than one full working day away.',
      testingNotStarted: 'Laboratory testing has not started: nothing is kept.',
      testingStarted: 'Laboratory testing has started: the testing fees of {{kept}} are kept.',
      applicationFee: 'Work has started: the application fee of {{kept}} is kept.',
      noApplicationFee: 'Work has started, but the quotation has no application fee line: nothing is kept.',
    },
    credited: 'You will be credited {{amount}}.',
    released: '{{amount}} no longer owed leaves your unpaid list.',
    owes: 'You still owe {{amount}}.',
    nothing: 'No money is involved.',
    cancelled: 'This application is already cancelled.',
  },
};

const zh_CN: DeepStrings<typeof en> = {
  cancellation: {
    reason: {
      notStarted: '工作尚未开始：不收取任何费用。',
      beforeCutoff: '距检验日期超过一个完整工作日：不收取任何费用。',
      lateInspection: '检验（{{dateDate}}）前已不足一个完整工作日，收取检验费 {{kept}}。',
      testingNotStarted: '实验室测试尚未开始：不收取任何费用。',
      testingStarted: '实验室测试已开始：收取测试费 {{kept}}。',
      applicationFee: '工作已开始：收取申请费 {{kept}}。',
      noApplicationFee: '工作已开始，但报价单没有申请费项目：不收取任何费用。',
    },
    credited: '您将获得 {{amount}} 的余额。',
    released: '不再应付的 {{amount}} 将从您的待付款列表中移除。',
    owes: '您仍需支付 {{amount}}。',
    nothing: '不涉及任何款项。',
    cancelled: '此申请已取消。',
  },
};

const ar: DeepStrings<typeof en> = {
  cancellation: {
    reason: {
      notStarted: 'لم يبدأ العمل بعد: لا يُحتجز أي مبلغ.',
      beforeCutoff: 'يفصلنا عن الفحص أكثر من يوم عمل كامل: لا يُحتجز أي مبلغ.',
      lateInspection: 'تُحتجز رسوم الفحص البالغة {{kept}} لأن الفحص ({{dateDate}}) بعد أقل من يوم عمل كامل.',
      testingNotStarted: 'لم تبدأ الاختبارات المخبرية بعد: لا يُحتجز أي مبلغ.',
      testingStarted: 'بدأت الاختبارات المخبرية: تُحتجز رسوم الاختبار البالغة {{kept}}.',
      applicationFee: 'بدأ العمل: تُحتجز رسوم الطلب البالغة {{kept}}.',
      noApplicationFee: 'بدأ العمل، لكن عرض السعر لا يتضمن بند رسوم الطلب: لا يُحتجز أي مبلغ.',
    },
    credited: 'سيُضاف إلى رصيدك {{amount}}.',
    released: 'يُزال مبلغ {{amount}} لم يعد مستحقًا من قائمة المبالغ غير المدفوعة.',
    owes: 'لا يزال عليك {{amount}}.',
    nothing: 'لا توجد أي مبالغ.',
    cancelled: 'هذا الطلب ملغى بالفعل.',
  },
};

export const cancellationMessages = { en, zh_CN, ar };
