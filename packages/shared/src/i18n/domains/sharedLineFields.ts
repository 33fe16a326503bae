import type { DeepStrings } from '../en.js';

/**
 * Field labels and document types several lines share (a line's own live in its folder, lines/<line>/): the radio
 * product's fields of NB/RED and communication certification, the report's notes, the reference documents of the
 * inspection booking and the factory audit.
 */
const en = {
  field: {
    product_name: 'Product name',
    hardware_version: 'Hardware version',
    software_version: 'Software version',
    modulation: 'Modulation',
    antenna: 'Antenna',
    standard_no: 'Standard',
    standard_title: 'Standard title',
    notes: 'Notes',
  },
  applications: {
    fileType: {
      purchase_order: 'Purchase order',
      specification: 'Specification',
      drawing: 'Drawing',
      letter_of_credit: 'Letter of credit',
      colour_swatch: 'Colour swatch',
    },
  },
};
export type SharedLineFieldsMessages = DeepStrings<typeof en>;

const zh_CN: SharedLineFieldsMessages = {
  field: {
    product_name: '产品名称',
    hardware_version: '硬件版本',
    software_version: '软件版本',
    modulation: '调制方式',
    antenna: '天线',
    standard_no: '标准',
    standard_title: '标准名称',
    notes: '备注',
  },
  applications: {
    fileType: {
      purchase_order: '采购订单',
      specification: '规格书',
      drawing: '图纸',
      letter_of_credit: '信用证',
      colour_swatch: '色卡',
    },
  },
};

const ar: SharedLineFieldsMessages = {
  field: {
    product_name: 'اسم المنتج',
    hardware_version: 'إصدار العتاد',
    software_version: 'إصدار البرمجيات',
    modulation: 'التضمين',
    antenna: 'الهوائي',
    standard_no: 'المعيار',
    standard_title: 'عنوان المعيار',
    notes: 'ملاحظات',
  },
  applications: {
    fileType: {
      purchase_order: 'أمر الشراء',
      specification: 'المواصفات',
      drawing: 'الرسم',
      letter_of_credit: 'خطاب الاعتماد',
      colour_swatch: 'عينة الألوان',
    },
  },
};

export const sharedLineFieldsMessages = { en, zh_CN, ar } as const;
