import type { DeepStrings } from '../en.js';

/** Issue 28, the customer's statement per currency (money/statement.ts): screen, PDF and Excel. */
const en = {
  validation: { statementPeriod: 'The start of the period must not be after its end' },
  statement: {
    title: 'Statement',
    customer: 'Customer',
    currency: 'Currency',
    period: 'Period',
    periodText: '{{from}} to {{to}}',
    issuedOn: 'Issued on {{date}}',
    opening: 'Opening balance',
    closing: 'Closing balance',
    date: 'Date',
    movement: 'Movement',
    reference: 'Reference',
    description: 'Description',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    total: 'Total of the period',
    kind: {
      quotation: 'Quotation accepted',
      fee_notice: 'Fee notice accepted',
      remittance: 'Remittance confirmed',
      reversal: 'Remittance reversed',
      credit_applied: 'Credit used on a quotation',
      refund: 'Refund of credit requested',
      refund_returned: 'Refund rejected: credit returned',
      cancellation: 'Cancellation: no longer owed',
    },
    applications: 'Applications: {{list}}',
    meaning:
      'Balance = what you owe on accepted quotations and fee notices minus the credit you hold. Positive: you owe it; ' +
      'negative: the credit is yours. Using credit pays a quotation from your credit: the balance does not change.',
    empty: 'No movements in this period.',
    pdf: 'PDF',
    excel: 'Excel',
  },
};

const zh_CN: DeepStrings<typeof en> = {
  validation: { statementPeriod: '期间的开始日期不能晚于结束日期' },
  statement: {
    title: '对账单',
    customer: '客户',
    currency: '币种',
    period: '期间',
    periodText: '{{from}} 至 {{to}}',
    issuedOn: '出具日期 {{date}}',
    opening: '期初余额',
    closing: '期末余额',
    date: '日期',
    movement: '业务',
    reference: '单号',
    description: '说明',
    debit: '借方',
    credit: '贷方',
    balance: '余额',
    total: '本期合计',
    kind: {
      quotation: '接受报价单',
      fee_notice: '接受费用通知',
      remittance: '汇款已确认',
      reversal: '汇款已冲回',
      credit_applied: '使用余额支付报价单',
      refund: '申请退还余额',
      refund_returned: '退款被拒：余额已退回',
      cancellation: '取消：不再应付',
    },
    applications: '申请：{{list}}',
    meaning: '余额 = 已接受的报价单和费用通知中尚欠的金额减去您持有的余额。正数：您尚需支付；负数：该余额归您所有。使用余额支付报价单时，余额不变。',
    empty: '此期间没有任何款项变动。',
    pdf: 'PDF',
    excel: 'Excel',
  },
};

const ar: DeepStrings<typeof en> = {
  validation: { statementPeriod: 'يجب ألا تكون بداية الفترة بعد نهايتها' },
  statement: {
    title: 'كشف الحساب',
    customer: 'العميل',
    currency: 'العملة',
    period: 'الفترة',
    periodText: 'من {{from}} إلى {{to}}',
    issuedOn: 'صدر في {{date}}',
    opening: 'الرصيد الافتتاحي',
    closing: 'الرصيد الختامي',
    date: 'التاريخ',
    movement: 'الحركة',
    reference: 'المرجع',
    description: 'الوصف',
    debit: 'مدين',
    credit: 'دائن',
    balance: 'الرصيد',
    total: 'إجمالي الفترة',
    kind: {
      quotation: 'قبول عرض سعر',
      fee_notice: 'قبول إشعار رسوم',
      remittance: 'تأكيد حوالة',
      reversal: 'عكس حوالة',
      credit_applied: 'استخدام الرصيد الدائن لعرض سعر',
      refund: 'طلب استرداد الرصيد الدائن',
      refund_returned: 'رفض الاسترداد: أُعيد الرصيد الدائن',
      cancellation: 'إلغاء: لم يعد مستحقًا',
    },
    applications: 'الطلبات: {{list}}',
    meaning:
      'الرصيد = ما عليك من عروض الأسعار وإشعارات الرسوم المقبولة ناقص الرصيد الدائن الذي تملكه. ' +
      'موجب: مستحق عليك؛ سالب: الرصيد الدائن لك. استخدام الرصيد الدائن يسدد عرض سعر منه: لا يتغير الرصيد.',
    empty: 'لا توجد حركات في هذه الفترة.',
    pdf: 'PDF',
    excel: 'Excel',
  },
};

export const statementMessages = { en, zh_CN, ar };
