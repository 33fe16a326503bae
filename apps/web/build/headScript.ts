/**
 * index.html's first script (packages/shared/src/headScript.ts says what it does and why), inline so that it costs no
 * request; the server's Content-Security-Policy allows exactly its text by its hash (apps/server/src/platform/http.ts).
 * In a build, a `<meta name="tic-preload">` before it names the files it may start early: the signed-in shell's file
 * and each language's catalogue, as the bundle named them.
 */
import type { Plugin } from 'vite';
// A relative path: the configuration is bundled and run by Node, which does not load a workspace package's TypeScript.
import { HEAD_SCRIPT, PRELOAD_META_NAME } from '../../../packages/shared/src/headScript';

/** The output chunks the head script may start early, by the names it looks them up by. */
export interface PreloadChunk {
  type: string;
  name?: string;
  fileName?: string;
  facadeModuleId?: string | null;
}

const CATALOGUE = /^\0virtual:tic-catalogue\/(\w+)$/;

/** `{ shell: '/assets/shell-….js', zh_CN: '/assets/zh_CN-….js', … }` from the bundle; nothing outside a build. */
export function preloadFiles(bundle: Record<string, PreloadChunk> | undefined, base = '/'): Record<string, string> {
  const files: Record<string, string> = {};
  for (const chunk of Object.values(bundle ?? {})) {
    if (chunk.type !== 'chunk' || !chunk.fileName) continue;
    const locale = CATALOGUE.exec(chunk.facadeModuleId ?? '')?.[1];
    if (locale) files[locale] = base + chunk.fileName;
    else if (chunk.name === 'shell') files.shell = base + chunk.fileName;
  }
  return files;
}

/** Where index.html takes the tags: after the charset and viewport, before the stylesheet (which would hold a script). */
export const HEAD_SCRIPT_MARK = '<!-- tic:head-script -->';

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The meta (when there is something to name), then the script, in place of the mark. */
export function withHeadScript(html: string, files: Record<string, string>): string {
  if (!html.includes(HEAD_SCRIPT_MARK)) throw new Error(`index.html has no ${HEAD_SCRIPT_MARK}`);
  const meta = Object.keys(files).length ? `<meta name="${PRELOAD_META_NAME}" content="${attr(JSON.stringify(files))}" />\n    ` : '';
  return html.replace(HEAD_SCRIPT_MARK, () => `${meta}<script>${HEAD_SCRIPT}</script>`);
}

export function headScript(): Plugin {
  return {
    name: 'tic:head-script',
    transformIndexHtml: {
      // After the bundle is written, so that its file names are known.
      order: 'post',
      handler: (html, ctx) => withHeadScript(html, preloadFiles(ctx.bundle as Record<string, PreloadChunk> | undefined)),
    },
  };
}
