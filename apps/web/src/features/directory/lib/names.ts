import { LINE_REGISTRY, type Locale } from '@tic/shared';

const NAMES = new Map(LINE_REGISTRY.flatMap((l) => l.types.map((t) => [t.code as string, t.names] as const)));

/** An application type's name in the page's language, from the line registry (no dictionary call: public pages). */
export const typeName = (code: string, lang: string): string => {
  const n = NAMES.get(code);
  if (!n) return code;
  return (lang as Locale) === 'zh_CN' ? n.zh : lang === 'ar' ? n.ar : n.en;
};

/** Every application type, for the directory's scheme filter. */
export const TYPE_CODES: readonly string[] = [...NAMES.keys()];
