import type { DeepStrings } from '../../i18n/en.js';

/** Saudi Arabia's own texts (merged into the i18n catalogues through the line registry): the chooser of its two certificates and its form's introduction. */
const en = {
  route: {
    customsClearance_applicationForm_myApplicationForm_SASelectType: 'Saudi Arabia: select certificate type',
    customsClearance_applicationForm_myApplicationForm_SAApplicationForm: 'Saudi Arabia application',
    customsClearance_applicationForm_myApplicationForm_SAApplicationForm_detail: 'Edit Saudi Arabia application',
  },
  appUi: {
    saudi: {
      intro: 'Choose the certificate you need.',
      saudi_pcoc: 'Product certificate (PCoC)',
      saudi_pcoc_desc: 'Certifies the product type for the Saudi market.',
      saudi_sc: 'Shipment certificate (SC)',
      saudi_sc_desc: 'Clears one shipment of products that hold a PCoC.',
    },
    formIntro: { saudi: 'Saudi Arabia product certificate (PCoC) or shipment certificate. Your changes are saved automatically.' },
  },
};

const zh_CN: DeepStrings<typeof en> = {
  route: {
    customsClearance_applicationForm_myApplicationForm_SASelectType: '沙特：选择证书类型',
    customsClearance_applicationForm_myApplicationForm_SAApplicationForm: '沙特申请',
    customsClearance_applicationForm_myApplicationForm_SAApplicationForm_detail: '编辑沙特申请',
  },
  appUi: {
    saudi: {
      intro: '请选择所需证书。',
      saudi_pcoc: '产品证书（PCoC）',
      saudi_pcoc_desc: '证明产品型号符合沙特市场要求。',
      saudi_sc: '清关证书（SC）',
      saudi_sc_desc: '为已取得 PCoC 的产品的一批货物清关。',
    },
    formIntro: { saudi: '沙特产品证书（PCoC）或清关证书。修改会自动保存。' },
  },
};

const ar: DeepStrings<typeof en> = {
  route: {
    customsClearance_applicationForm_myApplicationForm_SASelectType: 'السعودية: اختيار نوع الشهادة',
    customsClearance_applicationForm_myApplicationForm_SAApplicationForm: 'طلب السعودية',
    customsClearance_applicationForm_myApplicationForm_SAApplicationForm_detail: 'تعديل طلب السعودية',
  },
  appUi: {
    saudi: {
      intro: 'اختر الشهادة التي تحتاجها.',
      saudi_pcoc: 'شهادة المنتج (PCoC)',
      saudi_pcoc_desc: 'تشهد بمطابقة طراز المنتج لمتطلبات السوق السعودية.',
      saudi_sc: 'شهادة الإرسالية (SC)',
      saudi_sc_desc: 'تخليص إرسالية واحدة من منتجات حاصلة على PCoC.',
    },
    formIntro: { saudi: 'شهادة المنتج السعودية (PCoC) أو شهادة الإرسالية. تُحفظ تغييراتك تلقائيًا.' },
  },
};

export const saudiMessages = { en, zh_CN, ar };
