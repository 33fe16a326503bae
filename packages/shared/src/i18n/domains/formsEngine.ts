import type { DeepStrings } from '../en.js';

/**
 * Texts of the application engine shared by every line: the per-line process steps and actions, the
 * repeating-lines block and its limits, the area screens. A form's own labels live in its own file (forms.<form>.*).
 */
const en = {
  applications: {
    step: {
      date_confirmation: 'Date confirmation',
      scheduled: 'Scheduled',
      inspection: 'Inspection',
      report_review: 'Report in review',
      report_issued: 'Report issued',
      aborted: 'Aborted on site',
      documentation_review: 'Documentation review',
      additional_information: 'Additional information requested',
    },
  },
  // The repeating-lines block's limits (forms/lists.ts), for every list of every form.
  validation: { minLines: 'Add at least one line', maxLines: 'Too many lines' },
  appUi: {
    lines: { add: 'Add a line', item: 'Line {{index}}', count: '{{filled}} of at most {{max}} lines' },
    chooser: { files: 'Up to {{max}} files of {{size}} each' },
  },
};
export type FormsEngineMessages = DeepStrings<typeof en>;

const zh_CN: FormsEngineMessages = {
  applications: {
    step: {
      date_confirmation: '确认日期',
      scheduled: '已排期',
      inspection: '现场检验',
      report_review: '报告审核中',
      report_issued: '报告已签发',
      aborted: '现场中止',
      documentation_review: '技术文件审核',
      additional_information: '待补充资料',
    },
  },
  // The repeating-lines block's limits (forms/lists.ts), for every list of every form.
  validation: { minLines: '请至少添加一行', maxLines: '行数过多' },
  appUi: {
    lines: { add: '添加一行', item: '第 {{index}} 行', count: '{{filled}} 行 / 最多 {{max}} 行' },
    chooser: { files: '最多 {{max}} 个文件，每个不超过 {{size}}' },
  },
};

const ar: FormsEngineMessages = {
  applications: {
    step: {
      date_confirmation: 'تأكيد الموعد',
      scheduled: 'مجدول',
      inspection: 'الفحص',
      report_review: 'التقرير قيد المراجعة',
      report_issued: 'صدر التقرير',
      aborted: 'أُوقف في الموقع',
      documentation_review: 'مراجعة الوثائق الفنية',
      additional_information: 'مطلوب معلومات إضافية',
    },
  },
  // The repeating-lines block's limits (forms/lists.ts), for every list of every form.
  validation: { minLines: 'أضف سطرًا واحدًا على الأقل', maxLines: 'عدد الأسطر كبير جدًا' },
  appUi: {
    lines: {
      add: 'إضافة سطر',
      item: 'السطر {{index}}',
      count: 'الأسطر: {{filled}} من {{max}} كحد أقصى',
    },
    chooser: { files: 'حتى {{max}} ملفًا، كل منها حتى {{size}}' },
  },
};

export const formsEngineMessages = { en, zh_CN, ar } as const;
