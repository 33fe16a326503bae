import type { DeepStrings } from '../../i18n/en.js';

/**
 * Customs clearance (Kenya PVoC, Nigeria SONCAP, Iraq CoC): the labels of the fields only this form has (its Kenya,
 * Nigeria and Iraq sections) and its introduction, merged into the i18n catalogues through the line registry. The
 * form reads them as forms.customs.field.<name> (MetaField: the form's own label first); the same texts are the
 * shared field.<name> that validation messages name a field by (one object, so the two never differ).
 */
const enFields = {
  idf_required: 'IDF number',
  idf_no: 'IDF No.',
  ucr_no: 'UCR No.',
  form_m_no: 'Form M No.',
  acid: 'ACID',
  importer_tax_no: 'Importer tax number',
  exporter_id: 'Exporter ID',
  export_country: 'Export country',
  export_country_code: 'Export country code',
  package_quantity: 'Package quantity',
  package_unit: 'Package unit',
  transport_container_nos: 'Transport container numbers',
  letter_of_credit: 'Letter of credit',
  bill_of_lading: 'Bill of lading',
  expected_shipment_date: 'Expected shipment date',
  entry_points: 'Entry points',
};
/** The country sections' titles: the form's own (forms.customs.section) and the shared ones the staff pages read. */
const enSections = { kenya: 'Kenya PVoC', nigeria: 'Nigeria', iraq: 'Iraq' };
const en = {
  route: {
    customsClearance_applicationForm_myApplicationForm: 'Fill in application',
    customsClearance_applicationForm_myApplicationForm_detail: 'Edit application',
  },
  forms: { customs: { field: enFields, section: enSections } },
  field: enFields,
  applications: { section: enSections },
  appUi: { formIntro: { customs: 'Export product conformity certification for Kenya PVoC, Nigeria and Iraq. Your changes are saved automatically.' } },
};
export type CustomsFormMessages = DeepStrings<typeof en>;
type Fields = CustomsFormMessages['field'];
type Sections = CustomsFormMessages['applications']['section'];

const zhFields: Fields = {
  idf_required: '是否有 IDF 编号',
  idf_no: 'IDF 编号',
  ucr_no: 'UCR 编号',
  form_m_no: 'M 表编号',
  acid: 'ACID',
  importer_tax_no: '进口商税号',
  exporter_id: '出口商编号',
  export_country: '出口国',
  export_country_code: '出口国代码',
  package_quantity: '包装数量',
  package_unit: '包装单位',
  transport_container_nos: '运输集装箱号',
  letter_of_credit: '信用证',
  bill_of_lading: '提单',
  expected_shipment_date: '预计发运日期',
  entry_points: '入境口岸',
};
const zhSections: Sections = { kenya: '肯尼亚 PVoC', nigeria: '尼日利亚', iraq: '伊拉克' };
const zh_CN: CustomsFormMessages = {
  route: {
    customsClearance_applicationForm_myApplicationForm: '填写申请',
    customsClearance_applicationForm_myApplicationForm_detail: '编辑申请',
  },
  forms: { customs: { field: zhFields, section: zhSections } },
  field: zhFields,
  applications: { section: zhSections },
  appUi: { formIntro: { customs: '肯尼亚 PVoC、尼日利亚、伊拉克出口产品符合性认证。修改会自动保存。' } },
};

const arFields: Fields = {
  idf_required: 'رقم IDF',
  idf_no: 'رقم IDF',
  ucr_no: 'رقم UCR',
  form_m_no: 'رقم النموذج M',
  acid: 'ACID',
  importer_tax_no: 'الرقم الضريبي للمستورد',
  exporter_id: 'معرّف المصدّر',
  export_country: 'بلد التصدير',
  export_country_code: 'رمز بلد التصدير',
  package_quantity: 'عدد الطرود',
  package_unit: 'وحدة التعبئة',
  transport_container_nos: 'أرقام حاويات النقل',
  letter_of_credit: 'خطاب الاعتماد',
  bill_of_lading: 'بوليصة الشحن',
  expected_shipment_date: 'تاريخ الشحن المتوقع',
  entry_points: 'نقاط الدخول',
};
const arSections: Sections = { kenya: 'كينيا PVoC', nigeria: 'نيجيريا', iraq: 'العراق' };
const ar: CustomsFormMessages = {
  route: {
    customsClearance_applicationForm_myApplicationForm: 'تعبئة الطلب',
    customsClearance_applicationForm_myApplicationForm_detail: 'تعديل الطلب',
  },
  forms: { customs: { field: arFields, section: arSections } },
  field: arFields,
  applications: { section: arSections },
  appUi: { formIntro: { customs: 'شهادة مطابقة منتجات التصدير لكينيا PVoC ونيجيريا والعراق. تُحفظ تغييراتك تلقائيًا.' } },
};

export const customsMessages = { en, zh_CN, ar };
