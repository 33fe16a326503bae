/**
 * The JavaScript a page of the built app loads before it is usable, read from Vite's manifest (issue 16): the entry
 * and everything it imports statically, the route's page module and its static imports, and the chunks it loads
 * at start (the language's catalogue). Sizes are gzip (level 9, as the precompressed files are).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface LoadedBytes {
  files: { file: string; gzip: number }[];
  gzip: number;
}

/** `pages`: manifest keys (source paths) of modules the page loads at start besides the entry (its route module, its catalogue). */
export function firstLoadBytes(dist: string, pages: string[]): LoadedBytes {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Map<string, number>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (seen.has(chunk.file) || !chunk.file.endsWith('.js')) return;
    seen.set(chunk.file, gzipSync(readFileSync(path.join(dist, chunk.file)), { level: 9 }).length);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('no entry in the build manifest');
  visit(entry);
  for (const page of pages) visit(page);
  const files = [...seen].map(([file, gzip]) => ({ file, gzip })).sort((a, b) => b.gzip - a.gzip);
  return { files, gzip: files.reduce((n, f) => n + f.gzip, 0) };
}

/** The files src/lib/i18n.ts loads for a language besides its catalogue (English is dayjs's default; antd's locale loads with antd). */
const LOCALE_MODULES: Record<string, string[]> = {
  zh_CN: ['../../node_modules/dayjs/locale/zh-cn.js'],
  en: [],
  ar: ['../../node_modules/dayjs/locale/ar.js'],
};

/** What /login loads in a language: the entry, the login page, the language's catalogue and locales. */
export const LOGIN_MODULES = (lang: string) => ['src/features/auth/pages/LoginPage.tsx', `virtual:tic-catalogue/${lang}`, ...(LOCALE_MODULES[lang] ?? [])];
