/**
 * The boot shells (issue 27: the workbench's cold Lighthouse score): index.html holds the first view of /login and
 * of a workbench, in each language, rendered by the build from the app's own components (src/app/bootShells.tsx).
 * The head script (packages/shared/src/headScript.ts) shows the one of the page in the language the app will start
 * in, over the page, so that a phone paints the page's heading with the HTML and the stylesheet, before the
 * JavaScript has arrived; the app removes it when it draws its first route (src/app/bootShell.ts). Shown by a
 * stylesheet in the head (style-src allows it), not by script: the Content-Security-Policy is unchanged.
 *
 * The app's files are then asked at low priority (`fetchpriority="low"`): the stylesheet, which the shell's paint
 * waits for, goes first.
 */
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
// Relative paths: the configuration is bundled and run by Node, which does not load a workspace package's TypeScript.
import { BOOT_AREA_ATTR, BOOT_ATTR } from '../../../packages/shared/src/headScript';
import type { BootPage } from '../src/app/bootShells';

/** Each language's shells: `{ en: { login: '<div…', workbench: '<div…' }, … }`. */
export type BootShells = Record<string, Record<BootPage, string>>;

/** Where the shells go: right after the app's root element. */
export const ROOT_MARK = '<div id="root"></div>';
/** The business areas whose workbench shell has its area's tag (the shells mark each with data-boot-area). */
const AREA = /data-boot-area="(\w+)"/g;

/**
 * What names or focuses an element: the shell's copies must never be found, focused or labelled in place of the
 * page's (a test's `#username`, a label's `for`, `autofocus`).
 */
const NAMING = /\s(?:id|for|name|autofocus|data-testid|aria-(?:labelledby|controls|describedby))(?:="[^"]*")?(?=[\s/>])/g;

export function bootShellTags(shells: BootShells): { style: string; body: string } {
  const areas = new Set<string>();
  const shown: string[] = [];
  const divs: string[] = [];
  for (const [lang, pages] of Object.entries(shells)) {
    for (const [page, markup] of Object.entries(pages)) {
      const key = `${page}-${lang}`;
      for (const m of markup.matchAll(AREA)) areas.add(m[1]!);
      shown.push(`html[${BOOT_ATTR}="${key}"] #tic-boot>[data-boot="${key}"]`);
      divs.push(`<div data-boot="${key}">${markup.replace(NAMING, '')}</div>`);
    }
  }
  const style = [
    '#tic-boot,#tic-boot>div{display:none}',
    // Over the page (the app draws under it, then removes it in the same commit): nothing under it ever moves.
    `html[${BOOT_ATTR}] #tic-boot{display:block;position:fixed;inset:0;z-index:2000;overflow:hidden;background:var(--canvas,#f5f7fa)}`,
    `${shown.join(',')}{display:block}`,
    ...[...areas].map((a) => `html:not([${BOOT_AREA_ATTR}="${a}"]) #tic-boot [data-boot-area="${a}"]{display:none}`),
  ].join('');
  // inert and aria-hidden: a picture of the page, neither read nor focusable nor clickable.
  return { style: `<style>${style}</style>`, body: `<div id="tic-boot" aria-hidden="true" inert>${divs.join('')}</div>` };
}

/** The entry's script and the files it preloads at low priority: the stylesheet, the shell's paint, comes first. */
export function lowPriorityScripts(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload") crossorigin /g, '<$1 crossorigin fetchpriority="low" ');
}

/** The shells' stylesheet before `</head>`, their markup after the root element. */
export function withBootShells(html: string, shells: BootShells): string {
  if (!html.includes(ROOT_MARK)) throw new Error(`index.html has no ${ROOT_MARK}`);
  const { style, body } = bootShellTags(shells);
  return lowPriorityScripts(html)
    .replace('</head>', () => `  ${style}\n  </head>`)
    .replace(ROOT_MARK, () => `${ROOT_MARK}\n    ${body}`);
}

export function bootShell(webRoot: string): Plugin {
  let build = false;
  return {
    name: 'tic:boot-shell',
    configResolved(config) {
      build = config.command === 'build';
    },
    transformIndexHtml: {
      // After the entry's tags are written (build/headScript.ts's order), in a build only: the dev server shows none.
      order: 'post',
      async handler(html) {
        if (!build) return html;
        const { module } = await runnerImport<typeof import('../src/app/bootShells')>(path.join(webRoot, 'src/app/bootShells.tsx'), { root: webRoot });
        return withBootShells(html, await module.renderAllBootShells());
      },
    },
  };
}
