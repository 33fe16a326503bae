import type { DeepStrings } from '../../i18n/en.js';

/**
 * NB/RED: the EU-type examination certificate's fields (euType.*) on the staff API, the certificate page and the
 * PDF, and their messages (merged into the i18n catalogues through the line registry).
 */
const en = {
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
  validation: {
    euTypeRequirements: 'Choose at least one essential requirement the certificate covers',
    euTypeOnlyNb: 'Only an NB/RED application receives an EU-type examination certificate',
  },
};

const zh_CN: DeepStrings<typeof en> = {
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
  validation: { euTypeRequirements: '请至少选择一项证书覆盖的基本要求', euTypeOnlyNb: '只有 NB/RED 申请才会获得 EU 型式检验证书' },
};

const ar: DeepStrings<typeof en> = {
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
  validation: {
    euTypeRequirements: 'اختر متطلبًا أساسيًا واحدًا على الأقل تغطيه الشهادة',
    euTypeOnlyNb: 'لا تُمنح شهادة فحص النوع الأوروبية إلا لطلبات NB/RED',
  },
};

export const nbCertificateMessages = { en, zh_CN, ar };
