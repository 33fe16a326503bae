/** Application types per business area; children are the schemes a customer picks (spec sections 1 and 7). */
interface TypeSeed {
  code: string;
  area: string;
  zh: string;
  en: string;
  ar: string;
  children?: Omit<TypeSeed, 'area' | 'children'>[];
}

export const APPLICATION_TYPES: TypeSeed[] = [
  {
    code: 'export_conformity',
    area: 'customsClearance',
    zh: '出口产品符合性认证',
    en: 'Export product conformity certification',
    ar: 'شهادة مطابقة منتجات التصدير',
    children: [
      { code: 'kenya_pvoc', zh: '肯尼亚 PVoC', en: 'Kenya PVoC', ar: 'كينيا PVoC' },
      { code: 'saudi_pcoc', zh: '沙特 PCoC', en: 'Saudi Arabia PCoC', ar: 'السعودية PCoC' },
      { code: 'saudi_sc', zh: '沙特 SC', en: 'Saudi Arabia SC', ar: 'السعودية SC' },
      { code: 'iraq_coc', zh: '伊拉克 COC', en: 'Iraq COC', ar: 'العراق COC' },
      { code: 'nigeria_soncap', zh: '尼日利亚 SONCAP', en: 'Nigeria SONCAP', ar: 'نيجيريا SONCAP' },
    ],
  },
  {
    code: 'entrusted_inspection',
    area: 'entrustedInspection',
    zh: '委托检验',
    en: 'Entrusted inspection',
    ar: 'الفحص بالتكليف',
    children: [
      { code: 'electronics_test', zh: '电子电气产品检测', en: 'Electronic and electrical product testing', ar: 'اختبار المنتجات الإلكترونية والكهربائية' },
      { code: 'textile_test', zh: '纺织品检测', en: 'Textile testing', ar: 'اختبار المنسوجات' },
      { code: 'chemistry_test', zh: '化学检测', en: 'Chemistry testing', ar: 'الاختبار الكيميائي' },
      { code: 'luggage_test', zh: '箱包检测', en: 'Luggage testing', ar: 'اختبار الحقائب' },
      {
        code: 'insp_pre_shipment',
        zh: '装运前检验（最终随机检验）',
        en: 'Pre-shipment (final random) inspection',
        ar: 'فحص ما قبل الشحن (الفحص العشوائي النهائي)',
      },
      { code: 'insp_during_production', zh: '生产中检验', en: 'During-production inspection', ar: 'الفحص أثناء الإنتاج' },
      { code: 'insp_initial_production', zh: '首批生产检验', en: 'Initial production inspection', ar: 'فحص الإنتاج الأولي' },
      { code: 'insp_container_loading', zh: '装柜监装', en: 'Container loading supervision', ar: 'الإشراف على تحميل الحاويات' },
      { code: 'insp_re_inspection', zh: '复检', en: 'Re-inspection', ar: 'إعادة الفحص' },
    ],
  },
  {
    code: 'communication',
    area: 'communication',
    zh: '通信产品认证',
    en: 'Communication product certification',
    ar: 'شهادة منتجات الاتصالات',
    children: [
      { code: 'comm_srrc', zh: 'SRRC 无线电型号核准', en: 'SRRC radio type approval', ar: 'اعتماد طراز الراديو SRRC' },
      { code: 'comm_cta', zh: 'CTA 电信设备进网许可', en: 'CTA telecom network access', ar: 'ترخيص CTA لدخول شبكة الاتصالات' },
      { code: 'comm_foreign_ta', zh: '国外型号核准', en: 'Foreign type approval', ar: 'اعتماد طراز أجنبي' },
      { code: 'voc', zh: 'VOC 认证', en: 'VOC certification', ar: 'شهادة VOC' },
      { code: 'pvoc', zh: 'PVOC 认证', en: 'PVOC certification', ar: 'شهادة PVOC' },
    ],
  },
  {
    code: 'international_product',
    area: 'internationalProduct',
    zh: '国际产品认证',
    en: 'International product certification',
    ar: 'شهادة المنتجات الدولية',
    children: [
      {
        code: 'nb_red',
        zh: 'NB/RED 公告机构认证（2014/53/EU）',
        en: 'NB/RED notified-body certification (2014/53/EU)',
        ar: 'شهادة الجهة المُخطِرة NB/RED (2014/53/EU)',
      },
      { code: 'nb_new', zh: '新申请 EU 型式检验', en: 'New EU-type examination', ar: 'فحص نوع أوروبي جديد' },
      { code: 'nb_extension', zh: '现有证书扩展', en: 'Extension of an existing certificate', ar: 'تمديد شهادة قائمة' },
      { code: 'nb_reassessment', zh: '重新评估', en: 'Re-assessment', ar: 'إعادة التقييم' },
      // GCC G-Mark and the CB certificate (business-lines.md: international product; migration 0022 moves gcc here).
      { code: 'gcc', zh: 'GCC G-Mark 认证', en: 'GCC G-Mark certification', ar: 'شهادة G-Mark الخليجية' },
      { code: 'cb', zh: 'CB 证书（电气安全）', en: 'CB certificate (electrical safety)', ar: 'شهادة CB (السلامة الكهربائية)' },
    ],
  },
];
