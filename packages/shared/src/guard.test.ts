import { describe, expect, it } from 'vitest';
import { guardDecision, shouldReloadOnce } from './guard.js';
import { LANG_STORAGE_KEY } from './constants.js';
import { HEAD_SCRIPT, PRELOAD_META_NAME, RELOADED_ONCE_KEY } from './headScript.js';

describe('guardDecision (spec section 4)', () => {
  it.each([
    ['/', '', true, { kind: 'redirect', to: '/customsClearance/workBench' }],
    ['/', '?a=1', false, { kind: 'redirect', to: '/customsClearance/workBench?a=1' }],
    ['/login', '?x=1', false, { kind: 'allow' }],
    ['/RegisteredChannel', '', false, { kind: 'allow' }],
    ['/LoginChannel', '', false, { kind: 'allow' }],
    ['/login/third/callback', '?code=c&state=s', false, { kind: 'allow' }],
    ['/customsClearance/applicationForm/applicationList', '?x=1', false, { kind: 'redirect', to: '/login?x=1' }],
    ['/myProfile', '', false, { kind: 'redirect', to: '/login' }],
    ['/403', '', false, { kind: 'redirect', to: '/login' }],
    ['/customsClearance/applicationForm/applicationList', '?x=1', true, { kind: 'allow' }],
    ['/no/such/page', '', true, { kind: 'allow' }],
    // Issue 30: an invitation link opens without a session; the bare prefix is no invitation.
    ['/invitation/abc123', '', false, { kind: 'allow' }],
    ['/invitation/', '', false, { kind: 'redirect', to: '/login' }],
    ['/myProfile/members', '', false, { kind: 'redirect', to: '/login' }],
  ] as const)('%s%s with session=%s', (path, search, session, expected) => {
    expect(guardDecision(path, search, session)).toEqual(expected);
  });
});

describe('shouldReloadOnce (spec section 2)', () => {
  it('reloads once after load, except on /login and the root', () => {
    expect(shouldReloadOnce('/customsClearance/workBench', false)).toBe(true);
    expect(shouldReloadOnce('/customsClearance/workBench', true)).toBe(false);
    expect(shouldReloadOnce('/login', false)).toBe(false);
    expect(shouldReloadOnce('/', false)).toBe(false);
  });
});

describe("index.html's first script (HEAD_SCRIPT)", () => {
  interface Page {
    reloaded: boolean;
    preloaded: { rel: string; href: string; crossOrigin: string | null }[];
  }
  /**
   * Runs the script's text on a page at `pathname` whose tab storage holds `tab`, local storage `local`, and whose
   * head holds the preload meta `files` (or none).
   */
  const run = (pathname: string, opts: { tab?: Map<string, string>; local?: Map<string, string>; files?: object; storageFails?: boolean } = {}) => {
    const tab = opts.tab ?? new Map<string, string>();
    const page: Page = { reloaded: false, preloaded: [] };
    const storage = (data: Map<string, string>) => ({
      getItem: (k: string) => {
        if (opts.storageFails) throw new Error('SecurityError');
        return data.get(k) ?? null;
      },
      setItem: (k: string, v: string) => void data.set(k, v),
    });
    const window = {
      sessionStorage: storage(tab),
      localStorage: storage(opts.local ?? new Map()),
      location: { pathname, reload: () => void (page.reloaded = true) },
    };
    const document = {
      querySelector: (sel: string) =>
        sel === `meta[name="${PRELOAD_META_NAME}"]` && opts.files
          ? { getAttribute: (a: string) => (a === 'content' ? JSON.stringify(opts.files) : null) }
          : null,
      createElement: () => ({ rel: '', href: '', crossOrigin: null as string | null }),
      head: { appendChild: (e: Page['preloaded'][number]) => void page.preloaded.push(e) },
    };
    new Function('window', 'document', HEAD_SCRIPT)(window, document);
    return page;
  };

  it.each(['/customsClearance/workBench', '/login', '/', '', '/login/third/callback', '/publicFile', '/myProfile'])(
    'reloads as shouldReloadOnce says on %j',
    (pathname) => {
      for (const already of [false, true]) {
        const tab = new Map(already ? [[RELOADED_ONCE_KEY, '1']] : []);
        expect(run(pathname, { tab }).reloaded).toBe(shouldReloadOnce(pathname, already));
        // A reload is remembered for the tab, where the app's own check (main.tsx) reads it.
        if (shouldReloadOnce(pathname, already)) expect(tab.get(RELOADED_ONCE_KEY)).toBe('1');
      }
    },
  );

  const files = { shell: '/assets/shell-A1.js', zh_CN: '/assets/zh_CN-B2.js', en: '/assets/en-C3.js' };
  const reloadedTab = () => new Map([[RELOADED_ONCE_KEY, '1']]);

  it('starts the shell and the stored language’s catalogue beside the entry on a signed-in page', () => {
    const page = run('/customsClearance/workBench', { tab: reloadedTab(), local: new Map([[LANG_STORAGE_KEY, 'en']]), files });
    expect(page.reloaded).toBe(false);
    expect(page.preloaded).toEqual([
      { rel: 'modulepreload', href: files.shell, crossOrigin: '' },
      { rel: 'modulepreload', href: files.en, crossOrigin: '' },
    ]);
    // No stored language (the app decides it at boot), or one without a file: the shell only.
    expect(run('/myProfile', { tab: reloadedTab(), files }).preloaded.map((l) => l.href)).toEqual([files.shell]);
    expect(run('/myProfile', { tab: reloadedTab(), local: new Map([[LANG_STORAGE_KEY, 'shell']]), files }).preloaded.map((l) => l.href)).toEqual([files.shell]);
  });

  it('starts nothing on /login or the root, on the page it is about to reload, or without the meta', () => {
    for (const p of ['/login', '/']) expect(run(p, { tab: reloadedTab(), files }).preloaded).toEqual([]);
    const first = run('/customsClearance/workBench', { files });
    expect([first.reloaded, first.preloaded]).toEqual([true, []]);
    expect(run('/customsClearance/workBench', { tab: reloadedTab() }).preloaded).toEqual([]);
  });

  it('does nothing, and throws nothing, when the tab refuses its storage (the app then decides at boot)', () => {
    expect(run('/customsClearance/workBench', { storageFails: true, files })).toEqual({ reloaded: false, preloaded: [] });
  });
});
