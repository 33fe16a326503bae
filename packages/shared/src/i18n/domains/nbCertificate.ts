import type { DeepStrings } from '../en.js';

/**
 * The engine's checklist of documents (attachmentsList's `checklist`: a file slot per item, nbChecklist.*, and a
 * file of the wrong format for its item). Only NB/RED's Annex V uses it today; the EU-type examination
 * certificate's texts are the line's own (lines/nb/certificateMessages.ts).
 */
const en = {
  nbChecklist: {
    intro: 'Upload each document of the technical documentation in its own slot, in one of the formats it names.',
    required: 'Required',
    optional: 'Optional',
    formats: 'Formats: {{types}}',
    missing: 'Missing',
    attached_one: '{{count}} file',
    attached_other: '{{count}} files',
    slotLabel: 'Files for “{{item}}”',
  },
  appUi: {
    attachments: {
      refused_itemType: '“{{name}}”: this document takes {{types}}',
    },
  },
  validation: {
    fileTypeForItem: 'This document takes the formats {{types}} only',
  },
};
export type NbCertificateMessages = DeepStrings<typeof en>;

const zh_CN: NbCertificateMessages = {
  nbChecklist: {
    intro: '请将技术文件的每份文档按所列格式上传到对应的位置。',
    required: '必需',
    optional: '可选',
    formats: '格式：{{types}}',
    missing: '缺少',
    attached_other: '{{count}} 个文件',
    slotLabel: '“{{item}}”的文件',
  },
  appUi: {
    attachments: {
      refused_itemType: '“{{name}}”：该文档只接受 {{types}}',
    },
  },
  validation: {
    fileTypeForItem: '该文档只接受以下格式：{{types}}',
  },
};

const ar: NbCertificateMessages = {
  nbChecklist: {
    intro: 'ارفع كل مستند من الوثائق الفنية في خانته بإحدى الصيغ المذكورة له.',
    required: 'مطلوب',
    optional: 'اختياري',
    formats: 'الصيغ: {{types}}',
    missing: 'غير مرفق',
    attached_zero: 'لا ملفات',
    attached_one: 'ملف واحد',
    attached_two: 'ملفان',
    attached_few: '{{count}} ملفات',
    attached_many: '{{count}} ملفًا',
    attached_other: '{{count}} ملف',
    slotLabel: 'ملفات «{{item}}»',
  },
  appUi: {
    attachments: {
      refused_itemType: '«{{name}}»: هذا المستند يقبل {{types}} فقط',
    },
  },
  validation: {
    fileTypeForItem: 'هذا المستند يقبل الصيغ {{types}} فقط',
  },
};

export const nbCertificateMessages = { en, zh_CN, ar } as const;
