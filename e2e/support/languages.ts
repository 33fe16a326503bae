/** The three languages of the portal and the browser locale that picks each on a first visit (the journeys run each). */
export const LANGS = [
  { lang: 'zh_CN', locale: 'zh-CN' },
  { lang: 'en', locale: 'en-GB' },
  { lang: 'ar', locale: 'ar-SA' },
] as const;
