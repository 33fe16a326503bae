import { BOOT_AREA_ATTR, BOOT_ATTR } from '@tic/shared';
import { describe, expect, it } from 'vitest';
import { bootShellTags, lowPriorityScripts, ROOT_MARK, withBootShells } from '../../build/bootShell';
import { BOOT_SHELL_ID, removeBootShell } from './bootShell';

describe("index.html's boot shells (build/bootShell.ts, issue 27)", () => {
  const shells = {
    en: {
      login: '<div class="login-page"><input id="username" name="username" autofocus="" data-testid="u"/><label for="username">Account</label></div>',
      workbench: '<h1 aria-labelledby="x">Hi</h1><span data-boot-area="customsClearance">Customs</span><span data-boot-area="communication">Comm</span>',
    },
    ar: { login: '<p>مرحبًا</p>', workbench: '<p>x</p>' },
  };

  it('holds each shell once, shown only by the attribute the head script sets, without what names or focuses an element', () => {
    const { style, body } = bootShellTags(shells);
    expect(body.startsWith(`<div id="${BOOT_SHELL_ID}" aria-hidden="true" inert>`)).toBe(true);
    for (const key of ['login-en', 'workbench-en', 'login-ar', 'workbench-ar']) {
      expect(body).toContain(`<div data-boot="${key}">`);
      expect(style).toContain(`html[${BOOT_ATTR}="${key}"] #tic-boot>[data-boot="${key}"]`);
    }
    // A test's #username, a label's for, autofocus, a test id: the page's own, never the shell's copy.
    expect(body).toContain('<input/><label>Account</label>');
    expect(body.replace(`id="${BOOT_SHELL_ID}"`, '')).not.toMatch(/\s(?:id|for|name|autofocus|data-testid|aria-labelledby)=/);
    // Each area's tag is hidden unless the page is that area's workbench.
    for (const area of ['customsClearance', 'communication'])
      expect(style).toContain(`html:not([${BOOT_AREA_ATTR}="${area}"]) #tic-boot [data-boot-area="${area}"]{display:none}`);
    // Nothing is shown by default: no attribute, no shell.
    expect(style.startsWith('<style>#tic-boot,#tic-boot>div{display:none}')).toBe(true);
  });

  it('asks for the entry and its preloads at low priority, the stylesheet untouched', () => {
    const head = [
      '<script type="module" crossorigin src="/assets/index-A.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/initial-B.js">',
      '<link rel="stylesheet" crossorigin href="/assets/initial-C.css">',
    ];
    expect(lowPriorityScripts(head.join('\n'))).toBe(
      [
        '<script type="module" crossorigin fetchpriority="low" src="/assets/index-A.js"></script>',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/initial-B.js">',
        head[2],
      ].join('\n'),
    );
  });

  it('puts the stylesheet in the head and the shells after the root element', () => {
    const html = `<html><head><title>t</title></head><body>${ROOT_MARK}</body></html>`;
    const out = withBootShells(html, shells);
    const { style, body } = bootShellTags(shells);
    expect(out).toBe(`<html><head><title>t</title>  ${style}\n  </head><body>${ROOT_MARK}\n    ${body}</body></html>`);
    expect(() => withBootShells('<body></body>', shells)).toThrow(/no <div id="root"><\/div>/);
  });

  it('is removed by the app, once; a page without it is left as it is', () => {
    let removed = 0;
    const el = { remove: () => void removed++ };
    removeBootShell({ getElementById: (id: string) => (id === BOOT_SHELL_ID ? (el as unknown as HTMLElement) : null) });
    expect(removed).toBe(1);
    expect(() => removeBootShell({ getElementById: () => null })).not.toThrow();
  });
});
