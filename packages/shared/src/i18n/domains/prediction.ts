import type { DeepStrings } from '../en.js';

/** Issue 32: the predicted completion on the application page, after submission, on the staff page and in the scheme finder. */
const en = {
  prediction: {
    expected: 'Expected by {{p50Date}} (9 in 10 by {{p90Date}})',
    ifSubmittedToday: 'Submitted today: expected by {{p50Date}} (9 in 10 by {{p90Date}})',
    basis_one: 'From 1 similar completed application, counted in working days',
    basis_other: 'From {{count}} similar completed applications, counted in working days',
    insufficient: 'Not enough history for an estimate yet',
  },
};

const zh_CN: DeepStrings<typeof en> = {
  prediction: {
    expected: '预计 {{p50Date}} 前完成（九成在 {{p90Date}} 前完成）',
    ifSubmittedToday: '今天提交：预计 {{p50Date}} 前完成（九成在 {{p90Date}} 前完成）',
    basis_other: '依据 {{count}} 个已完成的同类申请，按工作日计算',
    insufficient: '同类申请的历史尚不足以给出预计日期',
  },
};

const ar: DeepStrings<typeof en> = {
  prediction: {
    expected: 'يُتوقع الإنجاز بحلول {{p50Date}} (9 من كل 10 بحلول {{p90Date}})',
    ifSubmittedToday: 'إذا قُدّم اليوم: يُتوقع الإنجاز بحلول {{p50Date}} (9 من كل 10 بحلول {{p90Date}})',
    basis_zero: 'لا توجد طلبات مماثلة منجزة',
    basis_one: 'استنادًا إلى طلب مماثل واحد منجز، محسوبًا بأيام العمل',
    basis_two: 'استنادًا إلى طلبين مماثلين منجزين، محسوبين بأيام العمل',
    basis_few: 'استنادًا إلى {{count}} طلبات مماثلة منجزة، محسوبة بأيام العمل',
    basis_many: 'استنادًا إلى {{count}} طلبًا مماثلًا منجزًا، محسوبة بأيام العمل',
    basis_other: 'استنادًا إلى {{count}} طلب مماثل منجز، محسوبة بأيام العمل',
    insufficient: 'لا يوجد سجل كافٍ لتقدير موعد الإنجاز بعد',
  },
};

export const predictionMessages = { en, zh_CN, ar };
