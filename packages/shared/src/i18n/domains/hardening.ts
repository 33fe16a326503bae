import type { DeepStrings } from '../en.js';

/** Hardening (issue 17): control characters, framework-level refusals, cross-site requests. */
const en = {
  validation: {
    controlChar: '{{field}} contains a control character; remove it and try again',
    tooDeep: 'The request is nested too deeply',
  },
  error: {
    '411': 'The request needs a length',
    '414': 'The address is too long',
    '415': 'This content type is not accepted',
    '431': 'The request headers are too large',
    badUrl: 'The address is malformed',
    badBody: 'The request body could not be read',
    crossSite: 'Requests from another site are refused',
  },
  field: { file_name: 'The file name' },
};

const zh_CN: DeepStrings<typeof en> = {
  validation: {
    controlChar: '{{field}}包含控制字符，请删除后重试',
    tooDeep: '请求的嵌套层级过深',
  },
  error: {
    '411': '请求需要指定长度',
    '414': '地址过长',
    '415': '不接受此内容类型',
    '431': '请求头过大',
    badUrl: '地址格式错误',
    badBody: '无法读取请求内容',
    crossSite: '拒绝来自其他网站的请求',
  },
  field: { file_name: '文件名' },
};

const ar: DeepStrings<typeof en> = {
  validation: {
    controlChar: 'يحتوي {{field}} على حرف تحكم؛ احذفه وأعد المحاولة',
    tooDeep: 'الطلب متداخل بعمق زائد',
  },
  error: {
    '411': 'يحتاج الطلب إلى تحديد الطول',
    '414': 'العنوان طويل جدًا',
    '415': 'نوع المحتوى هذا غير مقبول',
    '431': 'ترويسات الطلب كبيرة جدًا',
    badUrl: 'العنوان غير صالح',
    badBody: 'تعذرت قراءة محتوى الطلب',
    crossSite: 'تُرفض الطلبات الواردة من موقع آخر',
  },
  field: { file_name: 'اسم الملف' },
};

export const hardeningMessages = { en, zh_CN, ar };
