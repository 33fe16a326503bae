import type { DeepStrings } from '../en.js';

/** The draft-certificate preview (issue 11): the PDF drawn in the page, zoom by the spec's rate, fit, page through. */
const en = {
  draftPreview: {
    title: 'Preview of the draft certificate',
    toolbar: 'Preview tools',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}} of {{pages}}',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fit: 'Fit to width',
    failed: 'The preview could not be shown. Open the PDF instead.',
  },
};
export type DraftPreviewMessages = DeepStrings<typeof en>;

const zh_CN: DraftPreviewMessages = {
  draftPreview: {
    title: '证书草稿预览',
    toolbar: '预览工具',
    previous: '上一页',
    next: '下一页',
    page: '第 {{page}} 页，共 {{pages}} 页',
    zoomIn: '放大',
    zoomOut: '缩小',
    fit: '适应宽度',
    failed: '无法显示预览，请打开 PDF 查看。',
  },
};

const ar: DraftPreviewMessages = {
  draftPreview: {
    title: 'معاينة مسودة الشهادة',
    toolbar: 'أدوات المعاينة',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    page: 'الصفحة {{page}} من {{pages}}',
    zoomIn: 'تكبير',
    zoomOut: 'تصغير',
    fit: 'ملاءمة العرض',
    failed: 'تعذّر عرض المعاينة. افتح ملف PDF بدلاً من ذلك.',
  },
};

export const draftPreviewMessages = { en, zh_CN, ar } as const;
