/**
 * Guidance documents on the four export-conformity programmes the portal handles (Kenya PVoC, Saudi
 * SASO/SABER, Iraq COC, Nigeria SONCAP), in the three languages. Written as our own guidance for
 * exporters; the programmes' owners publish the binding rules.
 */
export interface SeedPolicy {
  slug: string;
  country: string;
  category: 'regulation' | 'guidance' | 'notice';
  title: [zh: string, en: string, ar: string];
  summary: [zh: string, en: string, ar: string];
  body: [zh: string, en: string, ar: string];
}

export const SEED_POLICIES: SeedPolicy[] = [
  {
    slug: 'kenya-pvoc-guidance',
    country: 'KE',
    category: 'guidance',
    title: [
      '肯尼亚 PVoC 出口前符合性验证指引',
      'Kenya PVoC: pre-export verification of conformity, a guide for exporters',
      'كينيا PVoC: دليل المصدّرين للتحقق من المطابقة قبل التصدير',
    ],
    summary: [
      '受管制产品出口肯尼亚前须取得符合性证书（CoC），并在申请时提供 IDF 与 UCR 号。',
      'Regulated products shipped to Kenya need a Certificate of Conformity (CoC) before shipment; the application quotes the IDF and UCR numbers.',
      'تحتاج المنتجات الخاضعة للتنظيم المشحونة إلى كينيا إلى شهادة مطابقة (CoC) قبل الشحن، ويُذكر في الطلب رقما IDF وUCR.',
    ],
    body: [
      `## 项目简介
肯尼亚标准局（KEBS）实施出口前符合性验证（PVoC）项目。列入受管制产品清单的货物，须在装运前经授权机构检验并取得符合性证书（CoC），方可在蒙巴萨等口岸清关。

## 申请所需资料
- 进口申报表（IDF）号及唯一货物编号（UCR）
- 形式发票或商业发票、装箱单
- 适用标准下的检测报告（如有）
- 产品照片及标签样稿

## 认证途径
- 途径 A：每批货物检验并按需检测，适用于偶发出口商。
- 途径 B：产品注册后按批抽查，适用于定期出口同类产品的企业。
- 途径 C：产品获得许可后按批验证，适用于生产体系已获评估的制造商。

## 注意事项
未持有 CoC 到港的受管制货物，可能在目的港被要求补做检验并缴纳罚金，甚至被拒绝入境。请在备货完成前至少一周提交申请并预约检验。`,
      `## The programme
The Kenya Bureau of Standards (KEBS) runs the Pre-Export Verification of Conformity (PVoC) programme. Goods on the list of regulated products must be inspected by an appointed body before shipment and covered by a Certificate of Conformity (CoC) to clear customs at Mombasa and the other entry points.

## What the application needs
- The Import Declaration Form (IDF) number and the Unique Consignment Reference (UCR)
- Pro forma or commercial invoice and packing list
- Test reports against the applicable standards, where available
- Product photos and draft labels

## Routes to certification
- Route A: every shipment is inspected and, where needed, tested; for occasional exporters.
- Route B: the product is registered, then shipments are sampled; for regular exporters of the same products.
- Route C: the product is licensed and shipments are verified; for manufacturers whose production has been assessed.

## Good to know
Regulated goods that arrive without a CoC may be inspected at destination, fined or refused entry. Apply and book the inspection at least a week before the goods are ready.`,
      `## البرنامج
يدير المكتب الكيني للمعايير (KEBS) برنامج التحقق من المطابقة قبل التصدير (PVoC). ويجب فحص السلع المدرجة في قائمة المنتجات الخاضعة للتنظيم من قِبل جهة معتمدة قبل الشحن، وأن تصحبها شهادة مطابقة (CoC) للتخليص الجمركي في مومباسا وسائر منافذ الدخول.

## متطلبات الطلب
- رقم نموذج إقرار الاستيراد (IDF) والمرجع الفريد للشحنة (UCR)
- الفاتورة المبدئية أو التجارية وقائمة التعبئة
- تقارير الاختبار وفق المواصفات المعمول بها، إن وُجدت
- صور المنتج ومسودات الملصقات

## مسارات الاعتماد
- المسار A: فحص كل شحنة واختبارها عند الحاجة؛ للمصدّرين غير المنتظمين.
- المسار B: تسجيل المنتج ثم أخذ عينات من الشحنات؛ للمصدّرين المنتظمين للمنتجات نفسها.
- المسار C: ترخيص المنتج والتحقق من الشحنات؛ للمصنّعين الذين قُيِّمت خطوط إنتاجهم.

## معلومات مهمة
قد تخضع السلع الخاضعة للتنظيم التي تصل دون شهادة مطابقة للفحص في بلد المقصد أو للغرامة أو لرفض الدخول. قدّم الطلب واحجز موعد الفحص قبل أسبوع على الأقل من جاهزية البضائع.`,
    ],
  },
  {
    slug: 'saudi-saso-saber-guidance',
    country: 'SA',
    category: 'regulation',
    title: [
      '沙特 SASO 产品符合性：SABER 平台 PCoC 与清关证书（SC）',
      'Saudi Arabia SASO conformity: PCoC and Shipment Certificate on SABER',
      'مطابقة المنتجات في السعودية (هيئة المواصفات): شهادة مطابقة المنتج وشهادة الإرسالية عبر منصة سابر',
    ],
    summary: [
      '受技术法规管辖的产品须先在 SABER 取得产品符合性证书（PCoC），每批货物再申请清关证书（SC）。',
      'Products under a technical regulation first need a Product Certificate of ' +
        'Conformity (PCoC) on SABER, then a Shipment Certificate (SC) for each consignment.',
      'تحتاج المنتجات الخاضعة للوائح الفنية أولًا إلى شهادة مطابقة المنتج (PCoC) عبر منصة سابر، ثم إلى شهادة إرسالية (SC) لكل شحنة.',
    ],
    body: [
      `## 监管框架
沙特标准、计量和质量组织（SASO）通过 SABER 电子平台管理产品合格评定。受技术法规管辖的产品须由认可的合格评定机构签发证书。

## 两类证书
- 产品符合性证书（PCoC）：针对产品型号，依据适用技术法规签发，有效期通常为一年。
- 清关证书（SC）：针对每批货物，与已取得的 PCoC 关联，供沙特海关（ZATCA）放行使用。

## 申请步骤
1. 进口商在 SABER 注册产品并选择合格评定机构；
2. 提交检测报告、技术文件及标签，取得 PCoC；
3. 每批发货前申请 SC，提供商业发票与装箱单。

## 提示
非管制产品可在 SABER 上进行供应商符合性自我声明。电气产品通常还需满足能效及 G 标志等专项要求。`,
      `## The framework
The Saudi Standards, Metrology and Quality Organization (SASO) runs conformity assessment through the SABER platform. Products covered by a technical regulation need certificates issued by an accredited conformity assessment body.

## Two certificates
- Product Certificate of Conformity (PCoC): for a product model, against the applicable technical regulation; usually valid for one year.
- Shipment Certificate (SC): for each consignment, linked to a valid PCoC, used by Saudi customs (ZATCA) to release the goods.

## Steps
1. The importer registers the product on SABER and chooses a conformity assessment body;
2. Test reports, technical file and labels are submitted and the PCoC is issued;
3. Before each shipment an SC is requested with the commercial invoice and packing list.

## Tips
Non-regulated products use the supplier's self-declaration on SABER. Electrical products often have further requirements such as energy efficiency or the G-Mark.`,
      `## الإطار التنظيمي
تدير الهيئة السعودية للمواصفات والمقاييس والجودة تقييم المطابقة عبر منصة "سابر". وتحتاج المنتجات المشمولة بلائحة فنية إلى شهادات صادرة عن جهة تقييم مطابقة معتمدة.

## نوعان من الشهادات
- شهادة مطابقة المنتج (PCoC): لطراز المنتج وفق اللائحة الفنية المعمول بها، وتكون صالحة عادةً لمدة سنة.
- شهادة الإرسالية (SC): لكل شحنة، وترتبط بشهادة مطابقة منتج سارية، وتستخدمها هيئة الزكاة والضريبة والجمارك للإفراج عن البضائع.

## الخطوات
1. يسجّل المستورد المنتج في سابر ويختار جهة تقييم المطابقة؛
2. تُقدَّم تقارير الاختبار والملف الفني والملصقات وتصدر شهادة مطابقة المنتج؛
3. قبل كل شحنة تُطلب شهادة الإرسالية مع الفاتورة التجارية وقائمة التعبئة.

## نصائح
تستخدم المنتجات غير الخاضعة للتنظيم إقرار المورّد الذاتي في سابر. وكثيرًا ما تخضع المنتجات الكهربائية لمتطلبات إضافية مثل كفاءة الطاقة أو علامة المطابقة الخليجية (G-Mark).`,
    ],
  },
  {
    slug: 'iraq-coc-guidance',
    country: 'IQ',
    category: 'guidance',
    title: ['伊拉克 COC 符合性证书办理指引', 'Iraq COC: certificate of conformity for shipments', 'العراق COC: شهادة المطابقة للشحنات'],
    summary: [
      '出口伊拉克的货物须在装运前检验并取得 COC，海关凭证书放行；申请需填写进口商税号等伊拉克专用信息。',
      'Goods for Iraq are inspected before shipment and covered by a COC that customs require ' +
        'for release; the application carries Iraq-specific data such as the importer tax number.',
      'تُفحص البضائع المصدّرة إلى العراق قبل الشحن وتصحبها شهادة مطابقة تطلبها الجمارك للإفراج؛ ويتضمن الطلب بيانات خاصة بالعراق مثل الرقم الضريبي للمستورد.',
    ],
    body: [
      `## 项目简介
伊拉克中央标准化与质量控制组织（COSQC）要求进口货物在装运前进行符合性验证（VoC）。经检验合格的每批货物将获签 COC，作为海关放行的必要文件。

## 申请所需信息
- 进口商税号、出口商编号、出口国及代码
- 包装数量与单位、运输集装箱号（最多 10 个）
- 信用证号（如有）、提单号、预计装运日期及入境口岸
- 商业发票、装箱单及适用的检测报告

## 流程
1. 在线提交申请与资料；
2. 确认报价并付款；
3. 安排装运前检验（必要时取样检测）；
4. 审核合格后签发 COC 草稿供确认，再出具正式证书。

## 提示
集装箱号须为字母与数字组合，每个不超过 20 个字符。证书信息须与提单、发票一致，否则可能导致清关延误。`,
      `## The programme
Iraq's Central Organization for Standardization and Quality Control (COSQC) requires imports to be verified for conformity (VoC) before shipment. Each compliant shipment is covered by a COC, which customs require to release the goods.

## What the application needs
- Importer tax number, exporter ID, country of export and its code
- Number and unit of packages, transport container numbers (up to 10)
- Letter of credit (if any), bill of lading, expected shipment date and entry points
- Commercial invoice, packing list and applicable test reports

## Steps
1. Submit the application and documents online;
2. Accept the quotation and pay;
3. Pre-shipment inspection (with sampling and testing where needed);
4. A draft COC is issued for review, then the final certificate.

## Tips
Container numbers are letters and digits, up to 20 characters each. The certificate must match the bill of lading and the invoice, or clearance may be delayed.`,
      `## البرنامج
يشترط الجهاز المركزي للتقييس والسيطرة النوعية في العراق (COSQC) التحقق من مطابقة الواردات (VoC) قبل الشحن. وتصدر لكل شحنة مطابقة شهادة مطابقة (COC) تطلبها الجمارك للإفراج عن البضائع.

## متطلبات الطلب
- الرقم الضريبي للمستورد، ورقم تعريف المصدّر، وبلد التصدير ورمزه
- عدد الطرود ووحدتها، وأرقام حاويات النقل (حتى 10)
- خطاب الاعتماد (إن وُجد)، وبوليصة الشحن، وتاريخ الشحن المتوقع، ومنافذ الدخول
- الفاتورة التجارية وقائمة التعبئة وتقارير الاختبار المعمول بها

## الخطوات
1. تقديم الطلب والمستندات عبر الإنترنت؛
2. قبول عرض السعر والدفع؛
3. الفحص قبل الشحن (مع أخذ العينات والاختبار عند الحاجة)؛
4. إصدار مسودة الشهادة للمراجعة ثم الشهادة النهائية.

## نصائح
تتكون أرقام الحاويات من حروف وأرقام، بحد أقصى 20 حرفًا لكل رقم. ويجب أن تطابق الشهادة بوليصة الشحن والفاتورة، وإلا فقد يتأخر التخليص.`,
    ],
  },
  {
    slug: 'nigeria-soncap-guidance',
    country: 'NG',
    category: 'guidance',
    title: [
      '尼日利亚 SONCAP：产品证书（PC）与 SONCAP 证书（SC）',
      'Nigeria SONCAP: Product Certificate and SONCAP Certificate',
      'نيجيريا SONCAP: شهادة المنتج وشهادة SONCAP',
    ],
    summary: [
      '受管制产品须先取得产品证书（PC），每批货物再取得 SONCAP 证书（SC），用于办理 Form M 与清关。',
      'Regulated products first need a Product Certificate (PC), then a SONCAP Certificate (SC) per shipment, used for Form M and customs clearance.',
      'تحتاج المنتجات الخاضعة للتنظيم أولًا إلى شهادة منتج (PC)، ثم إلى شهادة SONCAP (SC) لكل شحنة، وتُستخدم في نموذج Form M والتخليص الجمركي.',
    ],
    body: [
      `## 项目简介
尼日利亚标准组织（SON）实施 SONCAP 合格评定项目，受管制产品进入尼日利亚须持有 SONCAP 证书。

## 两步认证
- 产品证书（PC）：依据尼日利亚工业标准（NIS）或认可的国际标准，对产品进行检测与评估后签发，通常有效期一年。
- SONCAP 证书（SC）：每批货物装运前，凭有效 PC 及发运资料申请，由 SON 签发，供进口商办理清关。

## 所需资料
- 形式发票、装箱单
- 检测报告及产品技术资料
- 进口商 Form M 信息

## 提示
证书上的产品描述、数量与 HS 编码须与发票及 Form M 一致。请在装运前预留足够时间完成检验与审核。`,
      `## The programme
The Standards Organisation of Nigeria (SON) runs the SONCAP conformity assessment programme: regulated products entering Nigeria must be covered by a SONCAP Certificate.

## Two steps
- Product Certificate (PC): issued after testing and assessment against the Nigerian Industrial Standards (NIS) or accepted international standards; usually valid for one year.
- SONCAP Certificate (SC): for each shipment, requested before shipment with a valid PC and the shipping documents; issued by SON for the importer's clearance.

## Documents
- Pro forma invoice and packing list
- Test reports and the product's technical documents
- The importer's Form M details

## Tips
The product description, quantity and HS code on the certificate must match the invoice and the Form M. Allow enough time before shipment for inspection and review.`,
      `## البرنامج
تدير هيئة المعايير النيجيرية (SON) برنامج تقييم المطابقة SONCAP، ويجب أن تصحب المنتجات الخاضعة للتنظيم الداخلة إلى نيجيريا شهادة SONCAP.

## خطوتان
- شهادة المنتج (PC): تصدر بعد الاختبار والتقييم وفق المعايير الصناعية النيجيرية (NIS) أو المعايير الدولية المقبولة، وتكون صالحة عادةً لمدة سنة.
- شهادة SONCAP (SC): لكل شحنة، تُطلب قبل الشحن بشهادة منتج سارية ومستندات الشحن، وتصدرها الهيئة لتخليص المستورد.

## المستندات
- الفاتورة المبدئية وقائمة التعبئة
- تقارير الاختبار والوثائق الفنية للمنتج
- بيانات نموذج Form M الخاص بالمستورد

## نصائح
يجب أن يطابق وصف المنتج وكميته ورمز النظام المنسق في الشهادة الفاتورةَ ونموذجَ Form M. وامنح وقتًا كافيًا قبل الشحن للفحص والمراجعة.`,
    ],
  },
];
