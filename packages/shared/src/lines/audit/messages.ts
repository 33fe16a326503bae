/** The factory audit's texts in the three languages (merged into the i18n catalogues through the line registry). */
const en = {
  route: {
    entrustedInspection_myApplication_fillInApplication_auditForm: 'Factory audit',
    entrustedInspection_myApplication_fillInApplication_auditForm_detail: 'Factory audit',
  },
  forms: {
    audit: {
      intro: 'Book a quality, technical or social audit of a factory. Your changes are saved automatically.',
      section: { audit: 'The audit', factory: 'The factory', attachments: 'Reference documents' },
      field: {
        social_standard: 'Social compliance standard',
        announcement: 'Announcement',
        window_days: 'Window (days)',
        preferred_date: 'Preferred date',
        audit_report_language: 'Report language',
        follow_up_of: 'Follow-up of audit No.',
        remarks: 'Remarks',
        factory_name: 'Factory name (Chinese)',
        factory_name_en: 'Factory name (English)',
        factory_address: 'Factory address (Chinese)',
        factory_address_en: 'Factory address (English)',
        contact_name: 'Contact',
        contact_phone: 'Contact phone',
        contact_email: 'Contact e-mail',
        headcount: 'Headcount (workers)',
        production_processes: 'Production processes',
      },
      type: {
        audit_quality: 'Quality system audit on ISO 9001 lines.',
        audit_technical: 'Technical capability of the factory: equipment, processes, controls.',
        audit_social: 'Social compliance to amfori BSCI, SMETA 2- or 4-pillar, or an SA8000 pre-assessment.',
      },
      manDays: 'Audit duration for this headcount (man-days): {{days}}',
      manDaysUnknown: 'Enter the headcount to see the audit duration',
    },
  },
  appUi: {
    option: {
      social_standard: { amfori_bsci: 'amfori BSCI', smeta_2_pillar: 'SMETA 2-pillar', smeta_4_pillar: 'SMETA 4-pillar', sa8000_pre: 'SA8000 pre-assessment' },
      announcement: { announced: 'Announced', semi_announced: 'Semi-announced (within a window)', unannounced: 'Unannounced' },
      audit_report_language: { zh: 'Chinese', en: 'English', zh_en: 'Chinese and English' },
    },
  },
};
const zh_CN: typeof en = {
  route: {
    entrustedInspection_myApplication_fillInApplication_auditForm: '验厂审核',
    entrustedInspection_myApplication_fillInApplication_auditForm_detail: '验厂审核',
  },
  forms: {
    audit: {
      intro: '预约工厂的质量、技术或社会责任审核。您的修改会自动保存。',
      section: { audit: '审核', factory: '工厂', attachments: '参考文件' },
      field: {
        social_standard: '社会责任标准',
        announcement: '通知方式',
        window_days: '窗口期（天）',
        preferred_date: '期望日期',
        audit_report_language: '报告语言',
        follow_up_of: '跟进审核的原审核编号',
        remarks: '备注',
        factory_name: '工厂名称（中文）',
        factory_name_en: '工厂名称（英文）',
        factory_address: '工厂地址（中文）',
        factory_address_en: '工厂地址（英文）',
        contact_name: '联系人',
        contact_phone: '联系电话',
        contact_email: '联系邮箱',
        headcount: '员工人数',
        production_processes: '生产工序',
      },
      type: {
        audit_quality: '按 ISO 9001 进行的质量体系审核。',
        audit_technical: '工厂技术能力审核：设备、工艺、控制。',
        audit_social: '社会责任审核：amfori BSCI、SMETA 2 或 4 支柱，或 SA8000 预审核。',
      },
      manDays: '按此人数的审核人日：{{days}}',
      manDaysUnknown: '填写员工人数后显示审核人日',
    },
  },
  appUi: {
    option: {
      social_standard: { amfori_bsci: 'amfori BSCI', smeta_2_pillar: 'SMETA 2 支柱', smeta_4_pillar: 'SMETA 4 支柱', sa8000_pre: 'SA8000 预审核' },
      announcement: { announced: '通知审核', semi_announced: '半通知审核（窗口期内）', unannounced: '不通知审核' },
      audit_report_language: { zh: '中文', en: '英文', zh_en: '中英文' },
    },
  },
};
const ar: typeof en = {
  route: {
    entrustedInspection_myApplication_fillInApplication_auditForm: 'تدقيق المصنع',
    entrustedInspection_myApplication_fillInApplication_auditForm_detail: 'تدقيق المصنع',
  },
  forms: {
    audit: {
      intro: 'احجز تدقيقًا للجودة أو للقدرة الفنية أو للامتثال الاجتماعي في مصنع. تُحفظ تغييراتك تلقائيًا.',
      section: { audit: 'التدقيق', factory: 'المصنع', attachments: 'المستندات المرجعية' },
      field: {
        social_standard: 'معيار الامتثال الاجتماعي',
        announcement: 'الإعلان',
        window_days: 'النافذة (أيام)',
        preferred_date: 'التاريخ المفضل',
        audit_report_language: 'لغة التقرير',
        follow_up_of: 'متابعة للتدقيق رقم',
        remarks: 'ملاحظات',
        factory_name: 'اسم المصنع (بالصينية)',
        factory_name_en: 'اسم المصنع (بالإنجليزية)',
        factory_address: 'عنوان المصنع (بالصينية)',
        factory_address_en: 'عنوان المصنع (بالإنجليزية)',
        contact_name: 'جهة الاتصال',
        contact_phone: 'هاتف جهة الاتصال',
        contact_email: 'البريد الإلكتروني لجهة الاتصال',
        headcount: 'عدد العاملين',
        production_processes: 'عمليات الإنتاج',
      },
      type: {
        audit_quality: 'تدقيق نظام الجودة وفق ISO 9001.',
        audit_technical: 'القدرة الفنية للمصنع: المعدات والعمليات والضوابط.',
        audit_social: 'الامتثال الاجتماعي وفق amfori BSCI أو SMETA بركيزتين أو أربع، أو تقييم أولي لـ SA8000.',
      },
      manDays: 'مدة التدقيق لهذا العدد من العاملين (أيام عمل): {{days}}',
      manDaysUnknown: 'أدخل عدد العاملين لمعرفة مدة التدقيق',
    },
  },
  appUi: {
    option: {
      social_standard: {
        amfori_bsci: 'amfori BSCI',
        smeta_2_pillar: 'SMETA بركيزتين',
        smeta_4_pillar: 'SMETA بأربع ركائز',
        sa8000_pre: 'تقييم أولي لـ SA8000',
      },
      announcement: { announced: 'مُعلن', semi_announced: 'شبه مُعلن (ضمن نافذة)', unannounced: 'غير مُعلن' },
      audit_report_language: { zh: 'الصينية', en: 'الإنجليزية', zh_en: 'الصينية والإنجليزية' },
    },
  },
};

export const auditMessages = { en, zh_CN, ar };
