import type { DeepStrings } from '../en.js';

/** The certificate PDF's labels (three languages); the status words come from applications.certStatus. */
const en = {
  certPdf: {
    heading: 'Certificate of Conformity',
    cert_no: 'Certificate No.',
    rfc_no: 'RFC No.',
    title: 'Application title',
    type: 'Certificate type',
    importer: 'Importer',
    exporter: 'Exporter',
    issue_date: 'Issue date',
    expiry_date: 'Expiry date',
    route: 'Route',
    status: 'Status',
    products: 'Product lines',
    hs_code: 'HS code',
    description: 'Description',
    brand_model: 'Brand / model',
    quantity: 'Quantity',
    origin: 'Origin',
    verify: 'Scan to verify the certificate number',
  },
};

export type CertificatesMessages = DeepStrings<typeof en>;

const zh_CN: CertificatesMessages = {
  certPdf: {
    heading: '符合性证书',
    cert_no: '证书编号',
    rfc_no: 'RFC 编号',
    title: '申请标题',
    type: '证书类型',
    importer: '进口商',
    exporter: '出口商',
    issue_date: '签发日期',
    expiry_date: '有效期至',
    route: '路径',
    status: '状态',
    products: '产品明细',
    hs_code: 'HS 编码',
    description: '货物描述',
    brand_model: '品牌 / 型号',
    quantity: '数量',
    origin: '原产国',
    verify: '扫码核验证书编号',
  },
};

const ar: CertificatesMessages = {
  certPdf: {
    heading: 'شهادة المطابقة',
    cert_no: 'رقم الشهادة',
    rfc_no: 'رقم طلب الشهادة',
    title: 'عنوان الطلب',
    type: 'نوع الشهادة',
    importer: 'المستورد',
    exporter: 'المصدّر',
    issue_date: 'تاريخ الإصدار',
    expiry_date: 'تاريخ الانتهاء',
    route: 'المسار',
    status: 'الحالة',
    products: 'بنود المنتجات',
    hs_code: 'رمز النظام المنسق',
    description: 'الوصف',
    brand_model: 'العلامة التجارية / الطراز',
    quantity: 'الكمية',
    origin: 'المنشأ',
    verify: 'امسح الرمز للتحقق من رقم الشهادة',
  },
};

export const certificatesMessages = { en, zh_CN, ar } as const;
