import type { DeepStrings } from '../en.js';

/** Resumable uploads (tus): server messages and the uploader component. */
const en = {
  validation: {
    uploadLength: 'The size of the file must be given when its upload starts',
    uploadName: 'The file needs a name of at most {{max}} characters',
  },
  resumable: {
    choose: 'Choose files',
    hint: 'Up to {{files}} files of at most {{max}} each; an interrupted upload continues where it stopped.',
    pause: 'Pause',
    resume: 'Resume',
    retry: 'Retry',
    remove: 'Remove',
    done: 'Uploaded',
    paused: 'Paused',
    failed: 'Upload failed: {{reason}}',
    offline: 'Connection lost; the upload continues when it is back.',
    progress: '{{done}} of {{total}}',
    tooMany: 'At most {{max}} files',
    listLabel: 'Files being uploaded',
  },
};

const zh_CN: DeepStrings<typeof en> = {
  validation: {
    uploadLength: '开始上传时须提供文件大小',
    uploadName: '文件须有名称，最多 {{max}} 个字符',
  },
  resumable: {
    choose: '选择文件',
    hint: '最多 {{files}} 个文件，每个不超过 {{max}}；上传中断后可从断点继续。',
    pause: '暂停',
    resume: '继续',
    retry: '重试',
    remove: '移除',
    done: '已上传',
    paused: '已暂停',
    failed: '上传失败：{{reason}}',
    offline: '网络已断开，恢复后将继续上传。',
    progress: '{{done}} / {{total}}',
    tooMany: '最多 {{max}} 个文件',
    listLabel: '正在上传的文件',
  },
};

const ar: DeepStrings<typeof en> = {
  validation: {
    uploadLength: 'يجب ذكر حجم الملف عند بدء رفعه',
    uploadName: 'يحتاج الملف إلى اسم لا يتجاوز {{max}} حرفًا',
  },
  resumable: {
    choose: 'اختيار الملفات',
    hint: 'حتى {{files}} ملفًا بحد أقصى {{max}} لكل ملف؛ يُستأنف الرفع المنقطع من حيث توقف.',
    pause: 'إيقاف مؤقت',
    resume: 'استئناف',
    retry: 'إعادة المحاولة',
    remove: 'إزالة',
    done: 'تم الرفع',
    paused: 'متوقف مؤقتًا',
    failed: 'فشل الرفع: {{reason}}',
    offline: 'انقطع الاتصال؛ يُستأنف الرفع عند عودته.',
    progress: '{{done}} من {{total}}',
    tooMany: '{{max}} ملفًا على الأكثر',
    listLabel: 'الملفات قيد الرفع',
  },
};

export const uploadsMessages = { en, zh_CN, ar };
