import { mergeCatalogues } from '../../i18n/merge.js';
import { entrustedFormMessages } from './formMessages.js';

/** Entrusted inspection's own texts in the three languages (merged into the i18n catalogues through the line registry): the client's decision. */
const en = {
  inspection: {
    decision: {
      title: 'Your decision',
      intro: 'The inspection report is issued. Tell us what happens to the goods.',
      choice: { release: 'Release the goods', reject: 'Reject the goods', re_inspect: 'Ask for a re-inspection' },
      hint: {
        release: 'The goods may be shipped.',
        reject: 'The goods are not accepted.',
        re_inspect: 'A new booking linked to this one, prefilled from it, for you to complete and submit.',
      },
      value: { release: 'Goods released', reject: 'Goods rejected', re_inspect: 'Re-inspection requested' },
      comment: 'Comment (optional)',
      commentLabel: 'Comment',
      submit: 'Send my decision',
      confirmTitle: 'Send this decision?',
      confirmBody: '{{decision}}. A decision cannot be changed once sent.',
      decidedBy: 'Decided by',
      decidedAt: 'Decided on',
      reinspection: 'Re-inspection booking',
      openReinspection: 'Open the re-inspection {{no}}',
      openReinspectionDraft: 'Open the re-inspection draft',
      saved: 'Your decision is recorded',
      notIssued: 'A decision is taken once the inspection report is issued',
      taken: 'A decision on this report has already been recorded',
      reinspectionTitle: 'Re-inspection of {{no}}',
    },
  },
  appDetail: { action: { release_goods: 'Goods released', reject_goods: 'Goods rejected', request_reinspection: 'Re-inspection requested' } },
  staff: {
    action: { release_goods: 'Client released the goods', reject_goods: 'Client rejected the goods', request_reinspection: 'Client asked for a re-inspection' },
  },
};

const zh_CN: typeof en = {
  inspection: {
    decision: {
      title: '您的决定',
      intro: '验货报告已出具。请告诉我们货物如何处理。',
      choice: { release: '放行货物', reject: '拒收货物', re_inspect: '申请复检' },
      hint: {
        release: '货物可以出运。',
        reject: '不接受该批货物。',
        re_inspect: '生成一份与本单关联、按本单预填的新预约，由您补充后提交。',
      },
      value: { release: '已放行货物', reject: '已拒收货物', re_inspect: '已申请复检' },
      comment: '备注（选填）',
      commentLabel: '备注',
      submit: '提交我的决定',
      confirmTitle: '确认提交该决定？',
      confirmBody: '{{decision}}。决定提交后不可更改。',
      decidedBy: '决定人',
      decidedAt: '决定时间',
      reinspection: '复检预约',
      openReinspection: '打开复检 {{no}}',
      openReinspectionDraft: '打开复检草稿',
      saved: '已记录您的决定',
      notIssued: '验货报告出具后才能作出决定',
      taken: '该报告的决定已经记录',
      reinspectionTitle: '{{no}} 的复检',
    },
  },
  appDetail: { action: { release_goods: '已放行货物', reject_goods: '已拒收货物', request_reinspection: '已申请复检' } },
  staff: { action: { release_goods: '客户已放行货物', reject_goods: '客户已拒收货物', request_reinspection: '客户申请复检' } },
};

const ar: typeof en = {
  inspection: {
    decision: {
      title: 'قرارك',
      intro: 'صدر تقرير الفحص. أخبرنا بما يحدث للبضائع.',
      choice: { release: 'الإفراج عن البضائع', reject: 'رفض البضائع', re_inspect: 'طلب إعادة الفحص' },
      hint: {
        release: 'يمكن شحن البضائع.',
        reject: 'البضائع غير مقبولة.',
        re_inspect: 'حجز جديد مرتبط بهذا الحجز ومعبّأ مسبقًا منه، لتكمله وتقدّمه.',
      },
      value: { release: 'تم الإفراج عن البضائع', reject: 'تم رفض البضائع', re_inspect: 'طُلبت إعادة الفحص' },
      comment: 'تعليق (اختياري)',
      commentLabel: 'تعليق',
      submit: 'إرسال قراري',
      confirmTitle: 'إرسال هذا القرار؟',
      confirmBody: '{{decision}}. لا يمكن تغيير القرار بعد إرساله.',
      decidedBy: 'صاحب القرار',
      decidedAt: 'تاريخ القرار',
      reinspection: 'حجز إعادة الفحص',
      openReinspection: 'فتح إعادة الفحص {{no}}',
      openReinspectionDraft: 'فتح مسودة إعادة الفحص',
      saved: 'تم تسجيل قرارك',
      notIssued: 'يُتَّخذ القرار بعد صدور تقرير الفحص',
      taken: 'سبق تسجيل قرار بشأن هذا التقرير',
      reinspectionTitle: 'إعادة فحص {{no}}',
    },
  },
  appDetail: { action: { release_goods: 'تم الإفراج عن البضائع', reject_goods: 'تم رفض البضائع', request_reinspection: 'طُلبت إعادة الفحص' } },
  staff: { action: { release_goods: 'أفرج العميل عن البضائع', reject_goods: 'رفض العميل البضائع', request_reinspection: 'طلب العميل إعادة الفحص' } },
};

/** The line's texts: its form, report and screens (formMessages.ts) and the client's decision (above). */
export const entrustedMessages = {
  en: mergeCatalogues(entrustedFormMessages.en, en),
  zh_CN: mergeCatalogues(entrustedFormMessages.zh_CN, zh_CN),
  ar: mergeCatalogues(entrustedFormMessages.ar, ar),
};
