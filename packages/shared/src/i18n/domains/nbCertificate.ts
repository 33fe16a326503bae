import type { DeepStrings } from '../en.js';

/**
 * NB/RED leftovers of issue 11: the Annex V checklist's file slots (nbChecklist.*), a file of the wrong
 * format for its item, and the EU-type examination certificate's fields (euType.*) on the staff API, the
 * certificate page and the PDF.
 */
const en = {
  nbChecklist: {
    intro: 'Upload each document of the technical documentation in its own slot, in one of the formats it names.',
    required: 'Required',
    optional: 'Optional',
    formats: 'Formats: {{types}}',
    missing: 'Missing',
    attached_one: '{{count}} file',
    attached_other: '{{count}} files',
    slotLabel: 'Files for “{{item}}”',
  },
  appUi: {
    attachments: {
      refused_itemType: '“{{name}}”: this document takes {{types}}',
    },
  },
  validation: {
    fileTypeForItem: 'This document takes the formats {{types}} only',
    euTypeRequirements: 'Choose at least one essential requirement the certificate covers',
    euTypeOnlyNb: 'Only an NB/RED application receives an EU-type examination certificate',
  },
  euType: {
    heading: 'EU-type examination certificate',
    directive: 'Directive 2014/53/EU, Annex III (Module B)',
    defaultConclusions: 'The type examined meets the essential requirements of Directive 2014/53/EU listed on this certificate.',
    field: {
      manufacturer: 'Manufacturer',
      product: 'Product',
      type_designation: 'Type designation',
      conclusions: 'Conclusions of the examination',
      requirements_covered: 'Essential requirements covered',
      conditions_of_validity: 'Conditions of validity',
      type_identification: 'Data identifying the approved type',
      annexes: 'Annexes',
    },
    requirement: {
      '3_1a': 'Article 3.1(a): health and safety',
      '3_1b': 'Article 3.1(b): electromagnetic compatibility',
      '3_2': 'Article 3.2: effective use of the radio spectrum',
      '3_3': 'Article 3.3: delegated act',
    },
  },
};
export type NbCertificateMessages = DeepStrings<typeof en>;

const zh_CN: NbCertificateMessages = {
  nbChecklist: {
    intro: '请将技术文件的每份文档按所列格式上传到对应的位置。',
    required: '必需',
    optional: '可选',
    formats: '格式：{{types}}',
    missing: '缺少',
    attached_other: '{{count}} 个文件',
    slotLabel: '“{{item}}”的文件',
  },
  appUi: {
    attachments: {
      refused_itemType: '“{{name}}”：该文档只接受 {{types}}',
    },
  },
  validation: {
    fileTypeForItem: '该文档只接受以下格式：{{types}}',
    euTypeRequirements: '请至少选择一项证书覆盖的基本要求',
    euTypeOnlyNb: '只有 NB/RED 申请才会获得 EU 型式检验证书',
  },
  euType: {
    heading: 'EU 型式检验证书',
    directive: '指令 2014/53/EU，附件 III（模块 B）',
    defaultConclusions: '所检验的型式符合本证书所列指令 2014/53/EU 的基本要求。',
    field: {
      manufacturer: '制造商',
      product: '产品',
      type_designation: '型号',
      conclusions: '检验结论',
      requirements_covered: '覆盖的基本要求',
      conditions_of_validity: '有效条件',
      type_identification: '识别批准型式的数据',
      annexes: '附件',
    },
    requirement: {
      '3_1a': '第 3.1(a) 条：健康与安全',
      '3_1b': '第 3.1(b) 条：电磁兼容',
      '3_2': '第 3.2 条：有效利用无线电频谱',
      '3_3': '第 3.3 条：授权法规',
    },
  },
};

const ar: NbCertificateMessages = {
  nbChecklist: {
    intro: 'ارفع كل مستند من الوثائق الفنية في خانته بإحدى الصيغ المذكورة له.',
    required: 'مطلوب',
    optional: 'اختياري',
    formats: 'الصيغ: {{types}}',
    missing: 'غير مرفق',
    attached_zero: 'لا ملفات',
    attached_one: 'ملف واحد',
    attached_two: 'ملفان',
    attached_few: '{{count}} ملفات',
    attached_many: '{{count}} ملفًا',
    attached_other: '{{count}} ملف',
    slotLabel: 'ملفات «{{item}}»',
  },
  appUi: {
    attachments: {
      refused_itemType: '«{{name}}»: هذا المستند يقبل {{types}} فقط',
    },
  },
  validation: {
    fileTypeForItem: 'هذا المستند يقبل الصيغ {{types}} فقط',
    euTypeRequirements: 'اختر متطلبًا أساسيًا واحدًا على الأقل تغطيه الشهادة',
    euTypeOnlyNb: 'لا تُمنح شهادة فحص النوع الأوروبية إلا لطلبات NB/RED',
  },
  euType: {
    heading: 'شهادة فحص النوع الأوروبية',
    directive: 'التوجيه 2014/53/EU، الملحق III (الوحدة B)',
    defaultConclusions: 'النوع المفحوص يستوفي المتطلبات الأساسية للتوجيه 2014/53/EU المذكورة في هذه الشهادة.',
    field: {
      manufacturer: 'الشركة المصنعة',
      product: 'المنتج',
      type_designation: 'تسمية الطراز',
      conclusions: 'نتائج الفحص',
      requirements_covered: 'المتطلبات الأساسية المشمولة',
      conditions_of_validity: 'شروط الصلاحية',
      type_identification: 'بيانات تعريف النوع المعتمد',
      annexes: 'الملاحق',
    },
    requirement: {
      '3_1a': 'المادة 3.1(أ): الصحة والسلامة',
      '3_1b': 'المادة 3.1(ب): التوافق الكهرومغناطيسي',
      '3_2': 'المادة 3.2: الاستخدام الفعال للطيف الراديوي',
      '3_3': 'المادة 3.3: القانون المفوض',
    },
  },
};

export const nbCertificateMessages = { en, zh_CN, ar } as const;
