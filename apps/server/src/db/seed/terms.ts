/**
 * The general conditions of service (spec section 2), version 1, in the three languages. Every figure
 * comes from SERVICE_TERMS (spec section 9), so the text and the constants cannot disagree. Staff
 * publish later versions from the portal; this is only the first one.
 */
import { SERVICE_TERMS as T } from '@tic/shared';

const usd = T.liabilityCapUsd.toLocaleString('en-US');

export const TERMS_V1 = {
  title_zh: '通用服务条款',
  title_en: 'General Conditions of Service',
  title_ar: 'الشروط العامة للخدمة',
  body_zh: `## 1. 适用范围
本条款适用于本公司及其关联机构向客户提供的全部检验、检测、认证及相关服务。客户提交申请即视为接受本条款，另有书面约定的除外。

## 2. 客户的义务
- 客户应至少在服务开始前 ${T.informationHoursBefore} 小时提供完成服务所需的全部资料、文件与说明。
- 客户应保证所提供资料真实、完整，并为检验人员进入现场、接触货物和取样提供必要条件与安全保障。

## 3. 费用与支付
- 费用应自发票日期起 ${T.paymentDueDays} 天内付清。
- 逾期未付的款项，自到期日起按每月 ${T.lateInterestPercentPerMonth}% 计收逾期利息，直至付清之日。

## 4. 样品
- 一般情况下，样品自报告出具之日起保留 ${T.sampleRetentionMonths} 个月。
- 化学检测样品：普通样品保留 ${T.chemistrySampleDays} 天；液体或粉末样品保留 ${T.liquidOrPowderSampleDays} 天（1 周），自报告出具之日起计算。
- 保留期满后样品将被处置。客户要求退回的样品，如自通知之日起 ${T.returnedSampleAbandonMonths} 个月内未取回，视为客户放弃，本公司可自行处置。

## 5. 报告与证书
报告和证书仅反映本公司在检验、检测时所见的事实与结果，不免除买卖双方依合同或法律承担的义务。

## 6. 责任限制
本公司对任何索赔所承担的责任，以该项服务费用的 ${T.liabilityFeeMultiple} 倍或 ${usd} 美元两者中较低者为限。本公司对间接或后果性损失不承担责任。

## 7. 索赔时限
- 客户应在发现引起索赔的事实之日起 ${T.claimNoticeDays} 天内以书面形式通知本公司。
- 任何诉讼应在引起索赔的事件发生之日起 ${T.suitWithinYears} 年内提起，逾期本公司不再承担责任。

## 8. 违约与补救
任何一方违反本条款的，另一方可书面通知其补救；违约方在收到通知后 ${T.remedyDays} 天内未补救的，另一方可暂停或终止服务。

## 9. 保密
本公司对客户提供的资料和检验结果予以保密，法律法规或主管机关另有要求的除外。

## 10. 语言
本条款以中文、英文和阿拉伯文提供，各文本如有不一致，以中文文本为准。`,
  body_en: `## 1. Scope
These conditions govern every inspection, testing, certification and related service that the Company and its affiliates provide to the Client. Submitting an application means accepting them, unless otherwise agreed in writing.

## 2. Client's obligations
- The Client shall provide all information, documents and instructions needed for the service at least ${T.informationHoursBefore} hours before the service begins.
- The Client warrants that the information is true and complete, and provides safe access to the site, the goods and samples.

## 3. Fees and payment
- Fees are due within ${T.paymentDueDays} days from the date of the invoice.
- Amounts overdue bear interest of ${T.lateInterestPercentPerMonth}% per month from the due date until paid in full.

## 4. Samples
- Samples are generally retained for ${T.sampleRetentionMonths} months after the report is issued.
- Chemistry testing: ordinary samples are retained for ${T.chemistrySampleDays} days, liquid or powder samples for ${T.liquidOrPowderSampleDays} days (one week), after the report.
- Samples are disposed of after retention. Samples the Client asked to have returned and has not collected within ${T.returnedSampleAbandonMonths} months of notice are deemed abandoned and may be disposed of.

## 5. Reports and certificates
Reports and certificates reflect only the facts and results found at the time of the intervention. They do not release buyers or sellers from their contractual or legal obligations.

## 6. Limitation of liability
The Company's liability for any claim is limited to ${T.liabilityFeeMultiple} times the fee for the service concerned or USD ${usd}, whichever is less. The Company is not liable for indirect or consequential loss.

## 7. Claims
- The Client shall give written notice of a claim within ${T.claimNoticeDays} days of discovering the facts giving rise to it.
- Any suit must be brought within ${T.suitWithinYears} year of the event giving rise to the claim; after that the Company is discharged from all liability.

## 8. Default and remedy
If a party breaches these conditions, the other may require a remedy by written notice; if the breach is not remedied within ${T.remedyDays} days of the notice, the other party may suspend or terminate the service.

## 9. Confidentiality
The Company keeps the Client's information and results confidential, except where law or a competent authority requires disclosure.

## 10. Language
These conditions are given in Chinese, English and Arabic. Where the versions differ, the Chinese text prevails.`,
  body_ar: `## 1. النطاق
تسري هذه الشروط على جميع خدمات الفحص والاختبار والاعتماد والخدمات المتصلة بها التي تقدمها الشركة والجهات التابعة لها إلى العميل. ويُعد تقديم الطلب قبولًا لها ما لم يُتفق كتابةً على خلاف ذلك.

## 2. التزامات العميل
- يقدّم العميل جميع المعلومات والمستندات والتعليمات اللازمة للخدمة قبل ${T.informationHoursBefore} ساعة على الأقل من بدء الخدمة.
- يضمن العميل صحة المعلومات واكتمالها، ويوفّر وصولًا آمنًا إلى الموقع والبضائع والعينات.

## 3. الرسوم والدفع
- تُستحق الرسوم خلال ${T.paymentDueDays} يومًا من تاريخ الفاتورة.
- تُحتسب على المبالغ المتأخرة فائدة قدرها ${T.lateInterestPercentPerMonth}% شهريًا من تاريخ الاستحقاق حتى السداد الكامل.

## 4. العينات
- تُحفظ العينات عمومًا مدة ${T.sampleRetentionMonths} أشهر بعد إصدار التقرير.
- اختبارات الكيمياء: تُحفظ العينات العادية ${T.chemistrySampleDays} يومًا، وعينات السوائل أو المساحيق ${T.liquidOrPowderSampleDays} أيام (أسبوعًا واحدًا) بعد التقرير.
- يُتخلَّص من العينات بعد انتهاء مدة الحفظ. وتُعد العينات التي طلب العميل إعادتها ولم يستلمها خلال ${T.returnedSampleAbandonMonths} شهرًا من الإشعار متروكة، ويجوز التخلص منها.

## 5. التقارير والشهادات
تعكس التقارير والشهادات الحقائق والنتائج التي تم التوصل إليها وقت التدخل فقط، ولا تُعفي البائعين أو المشترين من التزاماتهم التعاقدية أو القانونية.

## 6. حدود المسؤولية
تقتصر مسؤولية الشركة عن أي مطالبة على ${T.liabilityFeeMultiple} أضعاف رسوم الخدمة المعنية أو ${usd} دولار أمريكي، أيهما أقل. ولا تتحمل الشركة المسؤولية عن الخسائر غير المباشرة أو التبعية.

## 7. المطالبات
- يقدّم العميل إشعارًا كتابيًا بالمطالبة خلال ${T.claimNoticeDays} يومًا من اكتشاف الوقائع التي أدت إليها.
- يجب رفع أي دعوى خلال ${T.suitWithinYears} سنة من تاريخ الواقعة التي نشأت عنها المطالبة، وبعد ذلك تُبرأ الشركة من كل مسؤولية.

## 8. الإخلال والمعالجة
إذا أخلّ أحد الطرفين بهذه الشروط، جاز للطرف الآخر أن يطلب المعالجة بإشعار كتابي؛ فإن لم يُعالَج الإخلال خلال ${T.remedyDays} أيام من الإشعار، جاز له تعليق الخدمة أو إنهاؤها.

## 9. السرية
تحافظ الشركة على سرية معلومات العميل ونتائجه، إلا إذا اقتضى القانون أو جهة مختصة الإفصاح عنها.

## 10. اللغة
تُقدَّم هذه الشروط باللغات الصينية والإنجليزية والعربية، وعند الاختلاف يُعتمد النص الصيني.`,
};
