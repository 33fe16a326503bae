import type { DeepStrings } from '../../i18n/en.js';

/** The CB certificate's own texts (merged into the i18n catalogues through the line registry): its form's labels (forms.cb.*) and its routes. */
const en = {
  forms: {
    cb: {
      intro: 'A CB test certificate for electrical safety (IECEE CB scheme). Your changes are saved automatically.',
      section: {
        factories: 'Factories',
        electrical: 'Product and ratings',
        cb_scheme: 'National differences',
        samples: 'Samples for the type test',
        critical_components: 'Critical components',
        attachments: 'Attachments',
      },
      type: { cb: 'One brand per certificate, several factories, national differences by country (IEC 62368-1 and others).' },
    },
  },
  route: {
    internationalProduct_myApplication_CBApplicationForm: 'CB certificate application',
    internationalProduct_myApplication_CBApplicationForm_detail: 'Edit CB certificate application',
  },
};

const zh_CN: DeepStrings<typeof en> = {
  forms: {
    cb: {
      intro: '电气安全 CB 测试证书（IECEE CB 体系）。您的修改会自动保存。',
      section: {
        factories: '工厂',
        electrical: '产品与额定值',
        cb_scheme: '国家差异',
        samples: '型式试验样品',
        critical_components: '关键元器件',
        attachments: '附件',
      },
      type: { cb: '每张证书一个品牌，可含多个工厂，按国家列出国家差异（IEC 62368-1 等）。' },
    },
  },
  route: {
    internationalProduct_myApplication_CBApplicationForm: 'CB 证书申请',
    internationalProduct_myApplication_CBApplicationForm_detail: '编辑 CB 证书申请',
  },
};

const ar: DeepStrings<typeof en> = {
  forms: {
    cb: {
      intro: 'شهادة اختبار CB للسلامة الكهربائية (نظام IECEE CB). تُحفظ تغييراتك تلقائيًا.',
      section: {
        factories: 'المصانع',
        electrical: 'المنتج والقيم الاسمية',
        cb_scheme: 'الفروق الوطنية',
        samples: 'عينات اختبار النوع',
        critical_components: 'المكونات الحرجة',
        attachments: 'المرفقات',
      },
      type: { cb: 'علامة تجارية واحدة لكل شهادة، عدة مصانع، والفروق الوطنية حسب الدولة (IEC 62368-1 وغيرها).' },
    },
  },
  route: {
    internationalProduct_myApplication_CBApplicationForm: 'طلب شهادة CB',
    internationalProduct_myApplication_CBApplicationForm_detail: 'تعديل طلب شهادة CB',
  },
};

export const cbMessages = { en, zh_CN, ar };
