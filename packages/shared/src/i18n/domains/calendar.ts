import type { DeepStrings } from '../en.js';

/** Issue 14: the administrators' holiday calendar screen (public holidays and make-up working days by year). */
const en = {
  route: { staff_holidays: 'Holiday calendar' },
  staff: { action: { holiday_calendar: 'Holiday calendar' } },
  validation: { workdayOnWeekday: 'A make-up working day must be a Saturday or a Sunday' },
  calendar: {
    intro:
      'Public holidays and make-up working days of the service-level clock. A change applies to due dates computed afterwards; ' +
      'due dates already set stay as they are.',
    year: 'Year',
    date: 'Date',
    weekday: 'Day',
    kind: 'Kind',
    name: 'Name',
    holiday: 'Public holiday',
    workday: 'Make-up working day',
    add: 'Add',
    remove: 'Remove',
    removeTitle: 'Remove {{date}} ({{name}}) from the calendar?',
    removeHint: 'Due dates computed afterwards count this day as an ordinary day.',
    added: '{{date}} was added',
    removed: '{{date}} was removed',
    empty: 'No holiday or make-up working day in {{year}}',
    counts: '{{holidays}} public holidays, {{workdays}} make-up working days',
    both: 'This date is already in the calendar as the other kind: a day cannot be both a public holiday and a make-up working day',
    exists: 'This date is already in the calendar',
    notListed: 'This date is not in the calendar',
    addedBy: 'Added by',
  },
};

const zh_CN: DeepStrings<typeof en> = {
  route: { staff_holidays: '节假日日历' },
  staff: { action: { holiday_calendar: '节假日日历' } },
  validation: { workdayOnWeekday: '调休工作日必须是星期六或星期日' },
  calendar: {
    intro: '服务时限计时所用的法定节假日与调休工作日。修改只影响此后计算的截止日期，已确定的截止日期保持不变。',
    year: '年份',
    date: '日期',
    weekday: '星期',
    kind: '类别',
    name: '名称',
    holiday: '法定节假日',
    workday: '调休工作日',
    add: '添加',
    remove: '删除',
    removeTitle: '从日历中删除 {{date}}（{{name}}）？',
    removeHint: '此后计算的截止日期将把这一天当作普通日期。',
    added: '已添加 {{date}}',
    removed: '已删除 {{date}}',
    empty: '{{year}} 年没有节假日或调休工作日',
    counts: '法定节假日 {{holidays}} 天，调休工作日 {{workdays}} 天',
    both: '该日期已作为另一类别列入日历：同一天不能既是法定节假日又是调休工作日',
    exists: '该日期已在日历中',
    notListed: '该日期不在日历中',
    addedBy: '添加人',
  },
};

const ar: DeepStrings<typeof en> = {
  route: { staff_holidays: 'تقويم العطلات' },
  staff: { action: { holiday_calendar: 'تقويم العطلات' } },
  validation: { workdayOnWeekday: 'يجب أن يكون يوم العمل التعويضي يوم سبت أو أحد' },
  calendar: {
    intro:
      'العطلات الرسمية وأيام العمل التعويضية التي تعتمدها ساعة مستوى الخدمة. ' +
      'يسري التغيير على المواعيد النهائية المحسوبة بعده، وتبقى المواعيد المحددة سابقًا كما هي.',
    year: 'السنة',
    date: 'التاريخ',
    weekday: 'اليوم',
    kind: 'النوع',
    name: 'الاسم',
    holiday: 'عطلة رسمية',
    workday: 'يوم عمل تعويضي',
    add: 'إضافة',
    remove: 'حذف',
    removeTitle: 'حذف {{date}} ({{name}}) من التقويم؟',
    removeHint: 'المواعيد النهائية المحسوبة بعد ذلك تعدّ هذا اليوم يومًا عاديًا.',
    added: 'تمت إضافة {{date}}',
    removed: 'تم حذف {{date}}',
    empty: 'لا توجد عطلة أو يوم عمل تعويضي في {{year}}',
    counts: '{{holidays}} من العطلات الرسمية، {{workdays}} من أيام العمل التعويضية',
    both: 'هذا التاريخ مدرج في التقويم بالنوع الآخر: لا يمكن أن يكون اليوم عطلة رسمية ويوم عمل تعويضيًا معًا',
    exists: 'هذا التاريخ مدرج في التقويم بالفعل',
    notListed: 'هذا التاريخ غير مدرج في التقويم',
    addedBy: 'أضافه',
  },
};

export const calendarMessages = { en, zh_CN, ar };
