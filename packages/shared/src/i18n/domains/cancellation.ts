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
      feesKept: 'Work has started: the fees of the work already done are kept.',
      nothingKept: 'Work has started, but no fee of the work done so far is kept.',
    },
    /** One kept part of the line's rule: "Testing fee: USD 500.00 is kept because the samples are in testing." */
    keptFees: '{{fees}}: {{kept}} is kept because {{because}}.',
    wholeFee: 'The whole fee',
    listSeparator: ', ',
    fee: {
      inspection: 'Inspection fee',
      application: 'Application fee',
      testing: 'Testing fee',
      certificate: 'Certificate fee',
      travel: 'Travel and expenses',
      surcharge: 'Surcharge',
      other: 'Other charges',
    },
    since: {
      cutoff: 'the inspection ({{dateDate}}) is less than one full working day away',
      acceptance: 'the application was accepted',
      documentation_review: 'the technical documentation is under review',
      field_inspection: 'the goods were inspected',
      factory_inspection: 'the factory was inspected',
      type_test: 'type testing has started',
      laboratory_testing: 'the samples are in testing',
      data_review: 'the samples were tested',
      conformity_assessment: 'the conformity assessment has started',
      inspection: 'the work on site took place',
      report_review: 'the report is being reviewed',
      certificate_issuance: 'the draft certificate was made',
      certificate_production: 'the certificate is being produced',
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
      feesKept: '工作已开始：已完成工作的费用不予退还。',
      nothingKept: '工作已开始，但目前已完成的工作不收取费用。',
    },
    keptFees: '{{fees}}：因{{because}}，{{kept}} 不予退还。',
    wholeFee: '全部费用',
    listSeparator: '、',
    fee: {
      inspection: '检验费',
      application: '申请费',
      testing: '测试费',
      certificate: '证书费',
      travel: '差旅费',
      surcharge: '附加费',
      other: '其他费用',
    },
    since: {
      cutoff: '检验（{{dateDate}}）前已不足一个完整工作日',
      acceptance: '申请已受理',
      documentation_review: '技术文件正在审核',
      field_inspection: '货物已检验',
      factory_inspection: '工厂已检查',
      type_test: '型式试验已开始',
      laboratory_testing: '样品正在测试',
      data_review: '样品已测试',
      conformity_assessment: '符合性评估已开始',
      inspection: '现场工作已进行',
      report_review: '报告正在审核',
      certificate_issuance: '证书草稿已出具',
      certificate_production: '证书正在制作',
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
      feesKept: 'بدأ العمل: تُحتجز رسوم العمل المنجز.',
      nothingKept: 'بدأ العمل، لكن لا تُحتجز أي رسوم عن العمل المنجز حتى الآن.',
    },
    keptFees: '{{fees}}: يُحتجز مبلغ {{kept}} لأن {{because}}.',
    wholeFee: 'الرسوم كاملة',
    listSeparator: '، ',
    fee: {
      inspection: 'رسوم الفحص',
      application: 'رسوم الطلب',
      testing: 'رسوم الاختبار',
      certificate: 'رسوم الشهادة',
      travel: 'مصاريف السفر',
      surcharge: 'الرسوم الإضافية',
      other: 'رسوم أخرى',
    },
    since: {
      cutoff: 'الفحص ({{dateDate}}) بعد أقل من يوم عمل كامل',
      acceptance: 'الطلب قُبل',
      documentation_review: 'الوثائق الفنية قيد المراجعة',
      field_inspection: 'البضائع فُحصت',
      factory_inspection: 'المصنع فُحص',
      type_test: 'اختبار النوع بدأ',
      laboratory_testing: 'العينات قيد الاختبار',
      data_review: 'العينات اختُبرت',
      conformity_assessment: 'تقييم المطابقة بدأ',
      inspection: 'العمل الميداني تم',
      report_review: 'التقرير قيد المراجعة',
      certificate_issuance: 'مسودة الشهادة أُعدّت',
      certificate_production: 'الشهادة قيد الإصدار',
    },
    credited: 'سيُضاف إلى رصيدك {{amount}}.',
    released: 'يُزال مبلغ {{amount}} لم يعد مستحقًا من قائمة المبالغ غير المدفوعة.',
    owes: 'لا يزال عليك {{amount}}.',
    nothing: 'لا توجد أي مبالغ.',
    cancelled: 'هذا الطلب ملغى بالفعل.',
  },
};

export const cancellationMessages = { en, zh_CN, ar };
