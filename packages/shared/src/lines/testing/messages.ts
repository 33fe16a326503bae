import type { DeepStrings } from '../../i18n/en.js';

/**
 * Laboratory testing's own texts (merged into the i18n catalogues through the line registry): its form's labels
 * (forms.testing.*), the test report and its staff actions.
 */
const en = {
  forms: {
    testing: {
      intro: 'A laboratory test of the samples you send us. Your changes are saved automatically.',
      section: {
        sample: 'Sample and service',
        electrical: 'Electrical product',
        critical_components: 'Critical components',
        textile: 'Textile',
        fibre_composition: 'Declared fibre composition',
        chemistry: 'Chemistry',
        luggage: 'Luggage',
        attachments: 'Sample photos and documents',
        otherParties: 'Manufacturer (optional)',
      },
      type: {
        electronics_test: 'Safety and performance testing of electrical and electronic products against IEC/EN/GB standards.',
        textile_test: 'Fibre composition, colour fastness, pH, formaldehyde, azo dyes, dimensional stability and more.',
        chemistry_test: 'REACH SVHC, Annex XVII restrictions, RoHS homogeneous materials; 50-200 g of sample.',
        luggage_test: 'Drop, wheel and handle endurance, tumbling, zip strength, colour fastness, restricted substances.',
      },
    },
  },
  testReport: {
    title: 'Test report',
    result: { pass: 'Pass', fail: 'Fail' },
    verdict: { pass: 'Pass', fail: 'Fail', not_applicable: 'N/A' },
    testedOn: 'Tested on',
    engineer: 'Test engineer',
    summary: 'Summary',
    item: 'Test item',
    standard: 'Standard',
    requirement: 'Requirement',
    value: 'Result',
    verdictColumn: 'Verdict',
    pdfHeading: 'Test report',
    waiting: 'The laboratory is testing your samples; the report will appear here.',
    notRecorded: 'No test report has been recorded for this application yet: record it before issuing it',
    addItem: 'Add a test item',
    removeItem: 'Remove',
    itemNo: 'Test item {{index}}',
  },
  staff: { action: { record_test_report: 'Record test report', issue_test_report: 'Issue test report' } },
};

const zh_CN: DeepStrings<typeof en> = {
  forms: {
    testing: {
      intro: '对您寄送的样品进行实验室检测。您的修改会自动保存。',
      section: {
        sample: '样品与服务',
        electrical: '电气产品',
        critical_components: '关键元器件',
        textile: '纺织品',
        fibre_composition: '申报纤维成分',
        chemistry: '化学',
        luggage: '箱包',
        attachments: '样品照片与文件',
        otherParties: '制造商（可选）',
      },
      type: {
        electronics_test: '依据 IEC/EN/GB 标准的电子电气产品安全与性能检测。',
        textile_test: '纤维成分、色牢度、pH 值、甲醛、偶氮染料、尺寸稳定性等。',
        chemistry_test: 'REACH SVHC、附件 XVII 限制物质、RoHS 均质材料；样品 50-200 克。',
        luggage_test: '跌落、轮子和拉杆耐久、翻滚、拉链强度、色牢度、限用物质。',
      },
    },
  },
  testReport: {
    title: '检测报告',
    result: { pass: '合格', fail: '不合格' },
    verdict: { pass: '合格', fail: '不合格', not_applicable: '不适用' },
    testedOn: '检测日期',
    engineer: '检测工程师',
    summary: '结论摘要',
    item: '检测项目',
    standard: '标准',
    requirement: '要求',
    value: '结果',
    verdictColumn: '判定',
    pdfHeading: '检测报告',
    waiting: '实验室正在检测您的样品，报告出具后将显示在这里。',
    notRecorded: '该申请尚未录入检测报告：请先录入再签发',
    addItem: '添加检测项目',
    removeItem: '删除',
    itemNo: '检测项目 {{index}}',
  },
  staff: { action: { record_test_report: '录入检测报告', issue_test_report: '签发检测报告' } },
};

const ar: DeepStrings<typeof en> = {
  forms: {
    testing: {
      intro: 'اختبار مخبري للعينات التي ترسلها إلينا. تُحفظ تغييراتك تلقائيًا.',
      section: {
        sample: 'العينة والخدمة',
        electrical: 'المنتج الكهربائي',
        critical_components: 'المكونات الحرجة',
        textile: 'المنسوجات',
        fibre_composition: 'تركيب الألياف المُعلن',
        chemistry: 'الكيمياء',
        luggage: 'الحقائب',
        attachments: 'صور العينة والمستندات',
        otherParties: 'الشركة المصنّعة (اختياري)',
      },
      type: {
        electronics_test: 'اختبار سلامة وأداء المنتجات الكهربائية والإلكترونية وفق معايير IEC/EN/GB.',
        textile_test: 'تركيب الألياف، ثبات اللون، الرقم الهيدروجيني، الفورمالديهايد، أصباغ الآزو، ثبات الأبعاد وغيرها.',
        chemistry_test: 'المواد شديدة الخطورة في REACH، قيود الملحق XVII، المواد المتجانسة في RoHS؛ من 50 إلى 200 غ من العينة.',
        luggage_test: 'السقوط، تحمّل العجلات والمقابض، التدحرج، متانة السحّاب، ثبات اللون، المواد المقيدة.',
      },
    },
  },
  testReport: {
    title: 'تقرير الاختبار',
    result: { pass: 'ناجح', fail: 'راسب' },
    verdict: { pass: 'ناجح', fail: 'راسب', not_applicable: 'لا ينطبق' },
    testedOn: 'تاريخ الاختبار',
    engineer: 'مهندس الاختبار',
    summary: 'الملخص',
    item: 'بند الاختبار',
    standard: 'المعيار',
    requirement: 'المتطلب',
    value: 'النتيجة',
    verdictColumn: 'الحكم',
    pdfHeading: 'تقرير الاختبار',
    waiting: 'يختبر المختبر عيناتك؛ سيظهر التقرير هنا.',
    notRecorded: 'لم يُسجَّل تقرير اختبار لهذا الطلب بعد: سجّله قبل إصداره',
    addItem: 'إضافة بند اختبار',
    removeItem: 'إزالة',
    itemNo: 'بند الاختبار {{index}}',
  },
  staff: { action: { record_test_report: 'تسجيل تقرير الاختبار', issue_test_report: 'إصدار تقرير الاختبار' } },
};

export const testingMessages = { en, zh_CN, ar };
