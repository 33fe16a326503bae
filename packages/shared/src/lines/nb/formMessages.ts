import type { DeepStrings } from '../../i18n/en.js';

/**
 * NB/RED (2014/53/EU Module B): the application form's labels (forms.nb.*), the fields only it has, the Annex V
 * checklist's documents and messages (merged into the i18n catalogues through the line registry).
 */
const en = {
  route: {
    internationalProduct_myApplication_NBSelectType: 'NB/RED: select type',
    internationalProduct_myApplication_NBApplicationForm: 'NB/RED application',
    internationalProduct_myApplication_NBApplicationForm_detail: 'Edit NB/RED application',
    internationalProduct_myApplication_NBAdditionalInfo: 'NB/RED additional information',
    internationalProduct_myApplication_NBAdditionalInfo_detail: 'Edit NB/RED additional information',
  },
  forms: {
    nb: {
      intro: 'EU-type examination of radio equipment under 2014/53/EU (Module B). Your changes are saved automatically.',
      section: {
        nb_declaration: 'Declaration',
        nb_existing: 'Existing certificate',
        nb_product: 'Product',
        nb_radio: 'Radio characteristics',
        nb_requirements: 'Essential requirements claimed',
        standards: 'Standards applied',
        attachments: 'Technical documentation (Annex V)',
        otherParties: 'Authorised representative (optional)',
      },
      field: { company_name: 'Company (legal name)' },
      type: {
        nb_new: 'A first EU-type examination certificate for a new radio equipment type.',
        nb_extension: 'Extends an existing certificate to a changed or added variant.',
        nb_reassessment: 'Re-assesses a certificate against revised standards or requirements.',
      },
    },
  },
  field: {
    single_nb_declaration: 'I declare that this application has not been lodged with any other notified body',
    existing_certificate_no: 'Existing certificate No.',
    change_description: 'What changed',
    type_designation: 'Type designation',
    intended_use: 'Intended use',
    frequency_bands: 'Frequency bands',
    channel_spacing: 'Channel spacing',
    rf_power: 'RF output power',
    req_safety: 'Art. 3.1(a) health and safety',
    req_emc: 'Art. 3.1(b) electromagnetic compatibility',
    req_spectrum: 'Art. 3.2 efficient use of the spectrum',
    req_delegated: 'Art. 3.3 (a delegated act applies)',
    delegated_act: 'Delegated act',
    application: 'Applied',
  },
  appUi: {
    party: { authorised_representative: 'Authorised representative' },
    option: { application: { full: 'In full', partial: 'In part', other_solution: 'Other solution' } },
  },
  applications: {
    fileType: {
      annex_description: 'General description with photos (exterior, marking, internal layout)',
      annex_drawings: 'Design and manufacturing drawings with explanations',
      annex_standards_list: 'List of the standards applied',
      annex_declaration: 'EU declaration of conformity',
      annex_calculations: 'Design calculations',
      annex_test_reports: 'Test reports',
      annex_article_10: 'How Articles 10(2) and 10(10) are met',
    },
  },
  validation: {
    declarationRequired: 'Confirm the declaration to submit',
    annexMissing: {
      annex_description: 'Annex V: attach the general description with photos',
      annex_drawings: 'Annex V: attach the design and manufacturing drawings',
      annex_standards_list: 'Annex V: attach the list of the standards applied',
      annex_declaration: 'Annex V: attach the EU declaration of conformity',
      annex_test_reports: 'Annex V: attach the test reports',
      annex_article_10: 'Annex V: attach how Articles 10(2) and 10(10) are met',
    },
  },
};

const zh_CN: DeepStrings<typeof en> = {
  route: {
    internationalProduct_myApplication_NBSelectType: 'NB/RED：选择类型',
    internationalProduct_myApplication_NBApplicationForm: 'NB/RED 认证申请',
    internationalProduct_myApplication_NBApplicationForm_detail: '编辑 NB/RED 认证申请',
    internationalProduct_myApplication_NBAdditionalInfo: 'NB/RED 补充信息',
    internationalProduct_myApplication_NBAdditionalInfo_detail: '编辑 NB/RED 补充信息',
  },
  forms: {
    nb: {
      intro: '依据 2014/53/EU（模块 B）的无线电设备 EU 型式检验。您的修改会自动保存。',
      section: {
        nb_declaration: '声明',
        nb_existing: '现有证书',
        nb_product: '产品',
        nb_radio: '射频特性',
        nb_requirements: '声明的基本要求',
        standards: '采用的标准',
        attachments: '技术文件（附件 V）',
        otherParties: '授权代表（可选）',
      },
      field: { company_name: '公司（法定名称）' },
      type: {
        nb_new: '为新的无线电设备型号申请首张 EU 型式检验证书。',
        nb_extension: '将现有证书扩展到变更或新增的型号。',
        nb_reassessment: '依据修订的标准或要求重新评估证书。',
      },
    },
  },
  field: {
    single_nb_declaration: '本人声明此申请未向其他公告机构提交',
    existing_certificate_no: '现有证书编号',
    change_description: '变更内容',
    type_designation: '型号',
    intended_use: '预期用途',
    frequency_bands: '频段',
    channel_spacing: '信道间隔',
    rf_power: '射频输出功率',
    req_safety: '第 3.1(a) 条 健康与安全',
    req_emc: '第 3.1(b) 条 电磁兼容',
    req_spectrum: '第 3.2 条 有效利用频谱',
    req_delegated: '第 3.3 条（适用授权法案）',
    delegated_act: '授权法案',
    application: '采用方式',
  },
  appUi: {
    party: { authorised_representative: '授权代表' },
    option: { application: { full: '全部采用', partial: '部分采用', other_solution: '其他方案' } },
  },
  applications: {
    fileType: {
      annex_description: '总体描述及照片（外观、标记、内部布局）',
      annex_drawings: '设计与制造图纸及说明',
      annex_standards_list: '采用的标准清单',
      annex_declaration: 'EU 符合性声明',
      annex_calculations: '设计计算',
      annex_test_reports: '测试报告',
      annex_article_10: '满足第 10(2) 和 10(10) 条的说明',
    },
  },
  validation: {
    declarationRequired: '请确认声明后再提交',
    annexMissing: {
      annex_description: '附件 V：请上传总体描述及照片',
      annex_drawings: '附件 V：请上传设计与制造图纸',
      annex_standards_list: '附件 V：请上传采用的标准清单',
      annex_declaration: '附件 V：请上传 EU 符合性声明',
      annex_test_reports: '附件 V：请上传测试报告',
      annex_article_10: '附件 V：请上传满足第 10(2) 和 10(10) 条的说明',
    },
  },
};

const ar: DeepStrings<typeof en> = {
  route: {
    internationalProduct_myApplication_NBSelectType: 'NB/RED: اختيار النوع',
    internationalProduct_myApplication_NBApplicationForm: 'طلب شهادة NB/RED',
    internationalProduct_myApplication_NBApplicationForm_detail: 'تعديل طلب شهادة NB/RED',
    internationalProduct_myApplication_NBAdditionalInfo: 'معلومات إضافية NB/RED',
    internationalProduct_myApplication_NBAdditionalInfo_detail: 'تعديل المعلومات الإضافية NB/RED',
  },
  forms: {
    nb: {
      intro: 'فحص النوع الأوروبي للأجهزة الراديوية وفق 2014/53/EU (الوحدة B). تُحفظ تغييراتك تلقائيًا.',
      section: {
        nb_declaration: 'الإقرار',
        nb_existing: 'الشهادة القائمة',
        nb_product: 'المنتج',
        nb_radio: 'الخصائص الراديوية',
        nb_requirements: 'المتطلبات الأساسية المطالب بها',
        standards: 'المعايير المطبقة',
        attachments: 'الوثائق الفنية (الملحق V)',
        otherParties: 'الممثل المفوض (اختياري)',
      },
      field: { company_name: 'الشركة (الاسم القانوني)' },
      type: {
        nb_new: 'أول شهادة فحص نوع أوروبي لطراز جهاز راديوي جديد.',
        nb_extension: 'يمدد شهادة قائمة إلى طراز معدل أو مضاف.',
        nb_reassessment: 'يعيد تقييم شهادة وفق معايير أو متطلبات معدلة.',
      },
    },
  },
  field: {
    single_nb_declaration: 'أقر بأن هذا الطلب لم يُقدَّم إلى أي جهة مُخطِرة أخرى',
    existing_certificate_no: 'رقم الشهادة القائمة',
    change_description: 'ما الذي تغير',
    type_designation: 'تسمية الطراز',
    intended_use: 'الاستخدام المقصود',
    frequency_bands: 'نطاقات التردد',
    channel_spacing: 'تباعد القنوات',
    rf_power: 'قدرة الخرج الراديوي',
    req_safety: 'المادة 3.1(أ) الصحة والسلامة',
    req_emc: 'المادة 3.1(ب) التوافق الكهرومغناطيسي',
    req_spectrum: 'المادة 3.2 الاستخدام الفعال للطيف',
    req_delegated: 'المادة 3.3 (ينطبق قانون مفوض)',
    delegated_act: 'القانون المفوض',
    application: 'التطبيق',
  },
  appUi: {
    party: { authorised_representative: 'الممثل المفوض' },
    option: { application: { full: 'كليًا', partial: 'جزئيًا', other_solution: 'حل آخر' } },
  },
  applications: {
    fileType: {
      annex_description: 'الوصف العام مع الصور (الخارج، العلامات، الترتيب الداخلي)',
      annex_drawings: 'رسومات التصميم والتصنيع مع شروحها',
      annex_standards_list: 'قائمة المعايير المطبقة',
      annex_declaration: 'إقرار المطابقة الأوروبي',
      annex_calculations: 'حسابات التصميم',
      annex_test_reports: 'تقارير الاختبار',
      annex_article_10: 'كيفية استيفاء المادتين 10(2) و10(10)',
    },
  },
  validation: {
    declarationRequired: 'أكّد الإقرار لتقديم الطلب',
    annexMissing: {
      annex_description: 'الملحق V: أرفق الوصف العام مع الصور',
      annex_drawings: 'الملحق V: أرفق رسومات التصميم والتصنيع',
      annex_standards_list: 'الملحق V: أرفق قائمة المعايير المطبقة',
      annex_declaration: 'الملحق V: أرفق إقرار المطابقة الأوروبي',
      annex_test_reports: 'الملحق V: أرفق تقارير الاختبار',
      annex_article_10: 'الملحق V: أرفق كيفية استيفاء المادتين 10(2) و10(10)',
    },
  },
};

export const nbFormMessages = { en, zh_CN, ar };
