import type { DeepStrings } from '../en.js';

/**
 * The consistency check before submission (issue 31): the findings' messages (each names the field and the one it
 * disagrees with: {{field}} and {{other}}, filled in by findingText) and the web form's findings panel.
 */
const en = {
  consistency: {
    invoiceTotal: '{{field}}: the invoices total {{total}} {{currency}}, but the product lines ({{other}} × quantity) add up to {{lines}}',
    invoiceCurrency: '{{field}} is {{currency}}, but {{other}} is {{first}}: the invoices of one application are in one currency',
    invoiceDate: '{{field}} {{dateDate}} is after {{other}} {{shippedDate}}: an invoice is not dated after the shipment',
    hsTooLong: '{{field}} {{code}} has {{digits}} digits, but the destination of the {{other}} takes {{wanted}}',
    hsTooShort: '{{field}} {{code}} has {{digits}} digits, but the destination of the {{other}} wants {{wanted}} (add the national digits)',
    hsUnknown: '{{field}} {{code}}: its subheading {{subheading}} is not in the HS table',
    hsChapter: '{{field}} {{code}} is in HS chapter {{chapter}}, which does not fit {{other}} "{{category}}"',
    packingQuantity: '{{field}} is {{packages}} {{unit}}, but the product lines ({{other}}) add up to {{total}} {{unit}}',
    productUnit: '{{field}}: model {{model}} is counted in {{unit}} here but in {{first}} on {{other}}',
    idfFormat: '{{field}} "{{value}}" is not an IDF number: a letter and 10 digits, e.g. E2300012345',
    ucrFormat: '{{field}} "{{value}}" is not a UCR: UCR, the year (2 or 4 digits), then 4 to 20 letters or digits, e.g. UCR-2026-0001',
    referenceFormat: '{{field}} "{{value}}" is not a well-formed certificate, report or order number',
    referenceUnknown: '{{field}} "{{value}}" is not one of your organisation\'s applications or certificates',
    documentModel:
      '{{field}} "{{value}}" is not among the models covered by {{documents}} ({{other}}): attach a report that covers it, or add it to the vault document',
    documentBrand: '{{field}} "{{value}}" is not among the brands declared for {{documents}} ({{other}})',
    documentFactory: '{{field}} "{{value}}" is not among the factories declared for {{documents}} ({{other}})',
    panel: {
      title: 'Consistency check',
      intro: 'Mismatches between the invoice, the product lines, the HS codes and the numbers you entered, found as you type.',
      block: 'Blocks submission',
      warn: 'Warning',
      counts: 'Blocking: {{blocks}} · warnings: {{warnings}}',
      submitBlocked: 'Correct the blocking findings of the consistency check before submitting',
      goTo: 'Go to {{field}}',
    },
    submitted: {
      title: 'Submitted with warnings of the consistency check',
      intro: 'These did not stop the submission, but the officer may ask about them: check them, and send a correction if one is wrong.',
    },
  },
};
export type ConsistencyMessages = DeepStrings<typeof en>;

const zh_CN: ConsistencyMessages = {
  consistency: {
    invoiceTotal: '{{field}}：发票合计 {{total}} {{currency}}，但产品行（{{other}} × 数量）合计为 {{lines}}',
    invoiceCurrency: '{{field}}为 {{currency}}，但{{other}}为 {{first}}：同一申请的发票须使用同一币种',
    invoiceDate: '{{field}} {{dateDate}} 晚于{{other}} {{shippedDate}}：发票日期不得晚于装运日期',
    hsTooLong: '{{field}} {{code}} 为 {{digits}} 位，但该{{other}}的目的国只接受 {{wanted}} 位',
    hsTooShort: '{{field}} {{code}} 为 {{digits}} 位，但该{{other}}的目的国要求 {{wanted}} 位（请补全国家细目）',
    hsUnknown: '{{field}} {{code}}：其子目 {{subheading}} 不在 HS 编码表中',
    hsChapter: '{{field}} {{code}} 属于 HS 第 {{chapter}} 章，与{{other}}“{{category}}”不符',
    packingQuantity: '{{field}}为 {{packages}} {{unit}}，但产品行（{{other}}）合计为 {{total}} {{unit}}',
    productUnit: '{{field}}：型号 {{model}} 在此以 {{unit}} 计，而在{{other}}以 {{first}} 计',
    idfFormat: '{{field}}“{{value}}”不是有效的 IDF 编号：一个字母加 10 位数字，例如 E2300012345',
    ucrFormat: '{{field}}“{{value}}”不是有效的 UCR：UCR、年份（2 位或 4 位），再加 4 至 20 位字母或数字，例如 UCR-2026-0001',
    referenceFormat: '{{field}}“{{value}}”不是格式正确的证书、报告或订单编号',
    referenceUnknown: '{{field}}“{{value}}”不是贵组织的申请或证书',
    documentModel: '{{field}}“{{value}}”不在 {{documents}}（{{other}}）所覆盖的型号中：请附上覆盖该型号的报告，或在文件库中将其加入该文件',
    documentBrand: '{{field}}“{{value}}”不在 {{documents}}（{{other}}）所声明的品牌中',
    documentFactory: '{{field}}“{{value}}”不在 {{documents}}（{{other}}）所声明的工厂中',
    panel: {
      title: '一致性检查',
      intro: '在您填写时即发现发票、产品行、HS 编码及所填编号之间的不一致。',
      block: '阻止提交',
      warn: '提醒',
      counts: '阻止提交：{{blocks}} 项 · 提醒：{{warnings}} 项',
      submitBlocked: '提交前请先更正一致性检查中阻止提交的问题',
      goTo: '前往{{field}}',
    },
    submitted: {
      title: '已提交，但一致性检查有提醒',
      intro: '这些提醒没有阻止提交，但审核人员可能会就此询问：请核对，如有错误请提交更正。',
    },
  },
};

const ar: ConsistencyMessages = {
  consistency: {
    invoiceTotal: '{{field}}: مجموع الفواتير {{total}} {{currency}}، لكن بنود المنتجات ({{other}} × الكمية) مجموعها {{lines}}',
    invoiceCurrency: '{{field}} هي {{currency}}، لكن {{other}} هي {{first}}: فواتير الطلب الواحد بعملة واحدة',
    invoiceDate: '{{field}} {{dateDate}} بعد {{other}} {{shippedDate}}: لا تؤرخ الفاتورة بعد الشحن',
    hsTooLong: '{{field}} {{code}} من {{digits}} أرقام، لكن وجهة {{other}} تقبل {{wanted}}',
    hsTooShort: '{{field}} {{code}} من {{digits}} أرقام، لكن وجهة {{other}} تطلب {{wanted}} (أضف الأرقام الوطنية)',
    hsUnknown: '{{field}} {{code}}: البند الفرعي {{subheading}} غير موجود في جدول HS',
    hsChapter: '{{field}} {{code}} في الفصل {{chapter}} من النظام المنسق، وهو لا يناسب {{other}} "{{category}}"',
    packingQuantity: '{{field}} هي {{packages}} {{unit}}، لكن بنود المنتجات ({{other}}) مجموعها {{total}} {{unit}}',
    productUnit: '{{field}}: الطراز {{model}} محسوب هنا بـ {{unit}} لكنه بـ {{first}} في {{other}}',
    idfFormat: '{{field}} "{{value}}" ليس رقم IDF: حرف و10 أرقام، مثل E2300012345',
    ucrFormat: '{{field}} "{{value}}" ليس رقم UCR: الحروف UCR والسنة (رقمان أو 4 أرقام) ثم من 4 إلى 20 حرفًا أو رقمًا، مثل UCR-2026-0001',
    referenceFormat: '{{field}} "{{value}}" ليس رقم شهادة أو تقرير أو طلب صحيح الصيغة',
    referenceUnknown: '{{field}} "{{value}}" ليس من طلبات مؤسستك أو شهاداتها',
    documentModel: '{{field}} "{{value}}" ليس من الطرازات التي يغطيها {{documents}} ({{other}}): أرفق تقريرًا يغطيه، أو أضفه إلى المستند في خزانة المستندات',
    documentBrand: '{{field}} "{{value}}" ليس من العلامات التجارية المعلنة في {{documents}} ({{other}})',
    documentFactory: '{{field}} "{{value}}" ليس من المصانع المعلنة في {{documents}} ({{other}})',
    panel: {
      title: 'فحص الاتساق',
      intro: 'حالات عدم التطابق بين الفاتورة وبنود المنتجات ورموز HS والأرقام التي أدخلتها، تظهر أثناء الكتابة.',
      block: 'يمنع التقديم',
      warn: 'تنبيه',
      counts: 'تمنع التقديم: {{blocks}} · تنبيهات: {{warnings}}',
      submitBlocked: 'صحح نتائج فحص الاتساق التي تمنع التقديم قبل الإرسال',
      goTo: 'انتقل إلى {{field}}',
    },
    submitted: {
      title: 'قُدِّم الطلب مع تنبيهات من فحص الاتساق',
      intro: 'لم تمنع هذه التنبيهات التقديم، لكن قد يسأل عنها الموظف المختص: راجعها وأرسل تصحيحًا إن كان أحدها خاطئًا.',
    },
  },
};

export const consistencyMessages = { en, zh_CN, ar } as const;
