import type { DeepStrings } from '../en.js';

/**
 * Issue 27, the way to the money: what a notice links to, the application page's quotation awaiting a decision
 * and its "Pay" path, and what the application waits on while a quotation awaits the customer.
 */
const en = {
  notice: { open: 'Link' },
  noticeTarget: {
    open: {
      application: 'Open the application',
      quotation: 'Open quotation {{ref}}',
      quotationList: 'Open the fee notification',
      remittance: 'Open remittance {{ref}}',
      remittanceList: 'Open my remittances',
      certificate: 'Open certificate {{ref}}',
      draft_certificate: 'Review the draft certificate',
      info_request: 'Answer the request',
      profile: 'Open my profile',
      channel_profile: 'Open the confirmation profile',
      staff_application: 'Open the application in the workstation',
    },
  },
  appDetail: { waitingWhat: { quotation: 'Accept or reject the quotation.' } },
  instantQuote: { ratesSince: 'Rates in force since {{dateDate}}' },
  moneyWay: {
    title: 'Fees',
    pending: 'Quotation {{no}} awaits your decision: {{amount}}, valid until {{dateDate}}.',
    review: 'Review, accept or reject',
    due: 'Amount due: {{amount}}',
    pay: 'Pay',
    payments: 'Payment records',
    awaitingDecision: 'awaiting your decision',
  },
};

const zh_CN: DeepStrings<typeof en> = {
  notice: { open: '链接' },
  noticeTarget: {
    open: {
      application: '查看申请',
      quotation: '查看报价单 {{ref}}',
      quotationList: '查看费用通知',
      remittance: '查看汇款 {{ref}}',
      remittanceList: '查看我的汇款记录',
      certificate: '查看证书 {{ref}}',
      draft_certificate: '确认证书草稿',
      info_request: '回复补充资料',
      profile: '查看我的资料',
      channel_profile: '查看确认资料',
      staff_application: '在工作台中打开申请',
    },
  },
  appDetail: { waitingWhat: { quotation: '请接受或拒绝报价。' } },
  instantQuote: { ratesSince: '收费标准自 {{dateDate}} 起执行' },
  moneyWay: {
    title: '费用',
    pending: '报价单 {{no}} 待您确认：{{amount}}，有效期至 {{dateDate}}。',
    review: '查看、接受或拒绝',
    due: '应付金额：{{amount}}',
    pay: '去付款',
    payments: '缴费记录',
    awaitingDecision: '待您确认',
  },
};

const ar: DeepStrings<typeof en> = {
  notice: { open: 'الرابط' },
  noticeTarget: {
    open: {
      application: 'فتح الطلب',
      quotation: 'فتح عرض السعر {{ref}}',
      quotationList: 'فتح إشعار الرسوم',
      remittance: 'فتح الحوالة {{ref}}',
      remittanceList: 'فتح حوالاتي',
      certificate: 'فتح الشهادة {{ref}}',
      draft_certificate: 'مراجعة مسودة الشهادة',
      info_request: 'الرد على الطلب',
      profile: 'فتح ملفي',
      channel_profile: 'فتح ملف التأكيد',
      staff_application: 'فتح الطلب في منصة العمل',
    },
  },
  appDetail: { waitingWhat: { quotation: 'اقبل عرض السعر أو ارفضه.' } },
  instantQuote: { ratesSince: 'الأسعار سارية منذ {{dateDate}}' },
  moneyWay: {
    title: 'الرسوم',
    pending: 'عرض السعر {{no}} بانتظار قرارك: {{amount}}، صالح حتى {{dateDate}}.',
    review: 'مراجعة أو قبول أو رفض',
    due: 'المبلغ المستحق: {{amount}}',
    pay: 'ادفع',
    payments: 'سجلات الدفع',
    awaitingDecision: 'بانتظار قرارك',
  },
};

export const moneyWayMessages = { en, zh_CN, ar };
