/**
 * Dictionaries of spec section 7 with zh_CN / en / ar labels. Remarks explain the application-status,
 * payment-status and stage entries for the workbench glossary (wording of spec section 4).
 * Row: [key, zh, en, ar, remarkZh?, remarkEn?, remarkAr?]
 */
import { RFC_DICTIONARY_ROWS } from '@tic/shared';

type Row = [string, string, string, string, string?, string?, string?];

export const DICTIONARIES: Record<string, Row[]> = {
  client_apply_status: [
    ['draft', '草稿', 'Draft', 'مسودة', '申请尚未提交，可继续编辑。', 'Not submitted yet; you can keep editing it.', 'لم يُقدَّم بعد؛ يمكنك متابعة تعديله.'],
    [
      'pending_acceptance',
      '待受理',
      'Pending acceptance',
      'بانتظار القبول',
      '已提交，尚未被受理。',
      'Submitted, not yet accepted.',
      'تم التقديم ولم يُقبل بعد.',
    ],
    ['returned', '已退回', 'Returned', 'مُعاد', '需要修改申请表或附件。', 'Needs changes to the form or attachments.', 'يحتاج إلى تعديل النموذج أو المرفقات.'],
    [
      'processing',
      '处理中',
      'Processing',
      'قيد المعالجة',
      '已受理，正在检验或认证。',
      'Accepted and being inspected or certified.',
      'تم القبول وجارٍ الفحص أو الاعتماد.',
    ],
    ['issued', '已出证', 'Issued', 'صادر', '流程结束，证书已签发。', 'Process ended; the certificate is issued.', 'انتهى الإجراء وصدرت الشهادة.'],
    ['cancelled', '已取消', 'Cancelled', 'ملغى', '申请已取消。', 'The application was cancelled.', 'تم إلغاء الطلب.'],
  ],
  payment_status: [
    ['to_be_quoted', '待报价', 'To be quoted', 'بانتظار عرض السعر', '已受理，尚未报价。', 'Accepted, no quotation yet.', 'تم القبول ولم يصدر عرض سعر بعد.'],
    [
      'to_be_paid',
      '待付款',
      'To be paid',
      'بانتظار الدفع',
      '已报价未付款，包括银行转账尚未确认。',
      'Quoted and unpaid, including a bank transfer not yet confirmed.',
      'صدر عرض السعر ولم يُدفع، بما في ذلك تحويل بنكي لم يُؤكَّد بعد.',
    ],
    [
      'partially_paid',
      '部分付款',
      'Partially paid',
      'مدفوع جزئيًا',
      '财务确认金额与订单金额不一致。',
      'The financially confirmed amount differs from the order.',
      'المبلغ المؤكد ماليًا يختلف عن مبلغ الطلب.',
    ],
    ['paid_in_full', '已付清', 'Paid in full', 'مدفوع بالكامل', '已全额付款。', 'The order is paid in full.', 'تم دفع الطلب بالكامل.'],
  ],
  application_stage: [
    [
      'system_certification',
      '体系认证',
      'System certification',
      'اعتماد الأنظمة',
      '管理体系与工厂认证阶段。',
      'Management-system and factory certification.',
      'مرحلة اعتماد أنظمة الإدارة والمصانع.',
    ],
    [
      'export_certification',
      '出口认证',
      'Export certification',
      'اعتماد التصدير',
      '出口（清关）产品认证阶段。',
      'Export (customs-clearance) product certification.',
      'مرحلة اعتماد منتجات التصدير (التخليص الجمركي).',
    ],
    [
      'entrusted_inspection',
      '委托检验',
      'Entrusted inspection',
      'الفحص بالتكليف',
      '委托检验与测试阶段。',
      'Entrusted inspection and testing.',
      'مرحلة الفحص والاختبار بالتكليف.',
    ],
  ],
  process_step: [
    ['pending', '待处理申请', 'Pending applications', 'طلبات معلقة'],
    ['acceptance', '认证受理', 'Certification acceptance', 'قبول الاعتماد'],
    ['type_test', '型式试验', 'Type test', 'اختبار النوع'],
    ['factory_inspection', '工厂检查', 'Factory inspection', 'فحص المصنع'],
    ['conformity_assessment', '符合性评定', 'Conformity assessment', 'تقييم المطابقة'],
    ['certificate_issuance', '证书签发', 'Certificate issuance', 'إصدار الشهادة'],
    ['certificate_production', '证书制作', 'Certificate production', 'إنتاج الشهادة'],
    ['end', '认证结束', 'End of certification', 'انتهاء الاعتماد'],
    ['field_inspection', '现场检验', 'Field inspection', 'الفحص الميداني'],
    ['laboratory_testing', '实验室检测', 'Laboratory testing', 'الاختبار المعملي'],
    ['date_confirmation', '确认日期', 'Date confirmation', 'تأكيد الموعد'],
    ['scheduled', '已排期', 'Scheduled', 'مجدول'],
    ['inspection', '现场检验', 'Inspection', 'الفحص'],
    ['report_review', '报告审核中', 'Report in review', 'التقرير قيد المراجعة'],
    ['report_issued', '报告已签发', 'Report issued', 'صدر التقرير'],
    ['aborted', '现场中止', 'Aborted on site', 'أُوقف في الموقع'],
    ['documentation_review', '技术文件审核', 'Documentation review', 'مراجعة الوثائق الفنية'],
    ['additional_information', '待补充资料', 'Additional information requested', 'مطلوب معلومات إضافية'],
    ['sample_delivery', '待送样', 'Samples to send', 'عينات بانتظار الإرسال'],
    ['sample_in_transit', '样品运输中', 'Samples in transit', 'العينات في الطريق'],
    ['sample_receipt', '样品已签收', 'Samples received', 'استُلمت العينات'],
    ['data_review', '测试数据确认中', 'Test data in review', 'بيانات الاختبار قيد المراجعة'],
  ],
  // The application types of every line (their folders in packages/shared/src/lines name them and their place).
  rfc: RFC_DICTIONARY_ROWS.map((r) => [...r]),
  file_type: [
    ['commercial_invoice', '商业发票', 'Commercial invoice', 'فاتورة تجارية'],
    ['packing_list', '装箱单', 'Packing list', 'قائمة التعبئة'],
    ['bill_of_lading', '提单', 'Bill of lading', 'بوليصة الشحن'],
    ['test_report', '检测报告', 'Test report', 'تقرير الاختبار'],
    ['product_photo', '产品照片', 'Product photo', 'صورة المنتج'],
    ['certificate_of_origin', '原产地证', 'Certificate of origin', 'شهادة المنشأ'],
    ['idf', 'IDF 文件', 'IDF document', 'مستند IDF'],
    ['other', '其他', 'Other', 'أخرى'],
  ],
  cert_send_method: [
    ['electronic', '电子证书', 'Electronic certificate', 'شهادة إلكترونية'],
    ['express', '快递邮寄', 'Express mail', 'بريد سريع'],
    ['self_collect', '自取', 'Collect in person', 'الاستلام شخصيًا'],
  ],
  tax_type: [
    ['special_vat', '增值税专用发票', 'Special VAT invoice', 'فاتورة ضريبة قيمة مضافة خاصة'],
    ['ordinary_vat', '增值税普通发票', 'Ordinary VAT invoice', 'فاتورة ضريبة قيمة مضافة عادية'],
    ['pro_forma', '形式发票', 'Pro forma invoice', 'فاتورة مبدئية'],
  ],
  issuer: [
    ['head_office', '总部', 'Head office', 'المكتب الرئيسي'],
    ['shanghai', '上海分公司', 'Shanghai branch', 'فرع شنغهاي'],
    ['shenzhen', '深圳分公司', 'Shenzhen branch', 'فرع شنتشن'],
    ['dubai', '迪拜办事处', 'Dubai office', 'مكتب دبي'],
  ],
  product_kind: [
    ['electrical', '电子电气产品', 'Electrical and electronic products', 'المنتجات الكهربائية والإلكترونية'],
    ['textile', '纺织品', 'Textiles', 'المنسوجات'],
    ['chemical', '化学品', 'Chemicals', 'المواد الكيميائية'],
    ['luggage', '箱包', 'Luggage', 'الحقائب'],
    ['vehicle', '车辆及工程机械', 'Vehicles and construction machinery', 'المركبات ومعدات البناء'],
    ['toys', '玩具', 'Toys', 'الألعاب'],
    ['building', '建材', 'Building materials', 'مواد البناء'],
    ['general', '一般消费品', 'General consumer goods', 'السلع الاستهلاكية العامة'],
  ],
  'customer.identity': [
    ['PERSONAL', '个人', 'Personal', 'فرد'],
    ['IDENTITY_BAILOR', '委托人', 'Bailor (principal)', 'الموكِّل'],
    ['IDENTITY_MANUFACTURER', '制造商', 'Manufacturer', 'الشركة المصنعة'],
    ['IDENTITY_FACTORY', '工厂', 'Factory', 'المصنع'],
    ['IDENTITY_AGENCY', '代理机构', 'Agency (channel partner)', 'وكالة (شريك قناة)'],
  ],
  'customer.qualification': [
    ['iso9001', 'ISO 9001 质量管理体系', 'ISO 9001 quality management', 'إدارة الجودة ISO 9001'],
    ['trade_licence', '进出口经营资质', 'Import/export licence', 'رخصة الاستيراد والتصدير'],
    ['customs_broker', '报关资质', 'Customs broker licence', 'رخصة التخليص الجمركي'],
    ['freight_forwarder', '货运代理资质', 'Freight forwarder licence', 'رخصة الشحن'],
    ['other', '其他', 'Other', 'أخرى'],
  ],
  identity_types: [
    ['company', '企业', 'Company', 'شركة'],
    ['personal', '个人', 'Personal', 'فرد'],
  ],
  id_card_type: [
    ['1', '身份证', 'ID card', 'بطاقة الهوية'],
    ['2', '护照', 'Passport', 'جواز السفر'],
  ],
};

/** Sub-entries (GET /common/getDictionaryChildren): slug -> parent key -> rows. An agency picks its channel type. */
export const DICTIONARY_CHILDREN: Record<string, Record<string, Row[]>> = {
  'customer.identity': {
    IDENTITY_AGENCY: [
      ['AGENCY_COMPANY', '企业渠道', 'Company channel partner', 'شريك قناة (شركة)'],
      ['AGENCY_PERSONAL', '个人渠道', 'Personal channel partner', 'شريك قناة (فرد)'],
    ],
  },
};
