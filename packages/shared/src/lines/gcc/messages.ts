import type { DeepStrings } from '../../i18n/en.js';

/**
 * GCC G-Mark's own texts (merged into the i18n catalogues through the line registry): its form's labels
 * (forms.gcc.*), its routes, its rule on the importer.
 */
const en = {
  forms: {
    gcc: {
      intro: 'GCC conformity marking (G-Mark) under a GSO technical regulation. Your changes are saved automatically.',
      section: { operator: 'Economic operator', gcc_product: 'Product', factories: 'Factories', attachments: 'Attachments (30 MB per file)' },
      type: { gcc: 'The G-Mark for the six GCC states; the certificate is valid 3 years from first issue.' },
    },
  },
  route: {
    internationalProduct_myApplication_GCCApplicationForm: 'GCC G-Mark application',
    internationalProduct_myApplication_GCCApplicationForm_detail: 'Edit GCC G-Mark application',
  },
  validation: { gccImporterOutside: 'An operator established outside the GCC cannot be the importer: choose manufacturer or factory' },
};

const zh_CN: DeepStrings<typeof en> = {
  forms: {
    gcc: {
      intro: '依据 GSO 技术法规的海湾合格标志（G-Mark）。您的修改会自动保存。',
      section: { operator: '经济经营者', gcc_product: '产品', factories: '工厂', attachments: '附件（每个文件 30 MB）' },
      type: { gcc: '适用于海湾六国的 G-Mark；证书自首次签发起有效 3 年。' },
    },
  },
  route: {
    internationalProduct_myApplication_GCCApplicationForm: 'GCC G-Mark 申请',
    internationalProduct_myApplication_GCCApplicationForm_detail: '编辑 GCC G-Mark 申请',
  },
  validation: { gccImporterOutside: '在海湾国家以外设立的经营者不能作为进口商：请选择制造商或工厂' },
};

const ar: DeepStrings<typeof en> = {
  forms: {
    gcc: {
      intro: 'علامة المطابقة الخليجية (G-Mark) وفق لائحة فنية لهيئة التقييس الخليجية. تُحفظ تغييراتك تلقائيًا.',
      section: { operator: 'المشغّل الاقتصادي', gcc_product: 'المنتج', factories: 'المصانع', attachments: 'المرفقات (30 ميغابايت لكل ملف)' },
      type: { gcc: 'علامة G-Mark لدول الخليج الست؛ الشهادة صالحة 3 سنوات من أول إصدار.' },
    },
  },
  route: {
    internationalProduct_myApplication_GCCApplicationForm: 'طلب علامة المطابقة الخليجية G-Mark',
    internationalProduct_myApplication_GCCApplicationForm_detail: 'تعديل طلب علامة المطابقة الخليجية G-Mark',
  },
  validation: { gccImporterOutside: 'لا يمكن لمشغّل مؤسَّس خارج دول الخليج أن يكون المستورد: اختر الشركة المصنّعة أو المصنع' },
};

export const gccMessages = { en, zh_CN, ar };
