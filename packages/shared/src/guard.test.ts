import { describe, expect, it } from 'vitest';
import { guardDecision, shouldReloadOnce } from './guard.js';
import { LANG_STORAGE_KEY, SESSION_FLAG_COOKIE } from './constants.js';
import { BOOT_AREA_ATTR, BOOT_ATTR, HEAD_SCRIPT, PRELOAD_LATEST_MS, PRELOAD_META_NAME, RELOADED_ONCE_KEY } from './headScript.js';

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
    /** `<html>`'s lang, dir and the attributes set on it. */
    html: { lang: string; dir: string; attrs: Record<string, string> };
    /** Runs what the browser runs later: the first frame's callbacks, then the timers (each timer's delay). */
    frame: () => void;
    timers: () => number[];
    runTimers: (upTo: number) => void;
  }
  interface Options {
    search?: string;
    tab?: Map<string, string>;
    local?: Map<string, string>;
    files?: object;
    storageFails?: boolean;
    languages?: string[];
    cookie?: string;
    hidden?: boolean;
    /** The hrefs of the links already in the head (the app's own modulepreloads). */
    links?: string[];
  }
  /**
   * Runs the script's text on a page at `pathname` whose tab storage holds `tab`, local storage `local`, whose browser
   * prefers `languages`, with the cookies `cookie`, and whose head holds the preload meta `files` (or none).
   */
  const run = (pathname: string, opts: Options = {}) => {
    const tab = opts.tab ?? new Map<string, string>();
    const frames: (() => void)[] = [];
    let timers: { delay: number; fn: () => void }[] = [];
    const html = { lang: 'zh-CN', dir: '', attrs: {} as Record<string, string> };
    const page: Page = {
      reloaded: false,
      preloaded: [],
      html,
      frame: () => frames.splice(0).forEach((f) => f()),
      timers: () => timers.map((t) => t.delay),
      runTimers: (upTo) => {
        const due = timers.filter((t) => t.delay <= upTo);
        timers = timers.filter((t) => t.delay > upTo);
        due.forEach((t) => t.fn());
      },
    };
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
      location: { pathname, search: opts.search ?? '', reload: () => void (page.reloaded = true) },
      navigator: { languages: opts.languages ?? [] },
      requestAnimationFrame: (fn: () => void) => void frames.push(fn),
      setTimeout: (fn: () => void, delay: number) => void timers.push({ fn, delay }),
    };
    const document = {
      cookie: opts.cookie ?? '',
      visibilityState: opts.hidden ? 'hidden' : 'visible',
      documentElement: Object.assign(html, { setAttribute: (k: string, v: string) => void (html.attrs[k] = v) }),
      querySelector: (sel: string) =>
        sel === `meta[name="${PRELOAD_META_NAME}"]` && opts.files
          ? { getAttribute: (a: string) => (a === 'content' ? JSON.stringify(opts.files) : null) }
          : null,
      querySelectorAll: (sel: string) => (sel === 'link' ? [...(opts.links ?? []).map((href) => ({ href })), ...page.preloaded] : []),
      createElement: () => ({ rel: '', href: '', crossOrigin: null as string | null }),
      head: { appendChild: (e: Page['preloaded'][number]) => void page.preloaded.push(e) },
    };
    new Function('window', 'document', HEAD_SCRIPT)(window, document);
    return page;
  };
  /** The page once the browser has shown its first frame (the next frame has begun) and run the timers that follow. */
  const drawn = (page: Page) => {
    page.frame();
    page.runTimers(0);
    page.frame();
    page.runTimers(0);
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

  const files = { shell: '/assets/shell-A1.js', zh_CN: '/assets/zh_CN-B2.js', en: '/assets/en-C3.js', ar: '/assets/ar-D4.js' };
  const reloadedTab = () => new Map([[RELOADED_ONCE_KEY, '1']]);
  const session = `other=x; ${SESSION_FLAG_COOKIE}=1`;

  it('starts the shell and the language’s catalogue on a signed-in page once the first frame is on the screen', () => {
    const page = run('/customsClearance/workBench', { tab: reloadedTab(), local: new Map([[LANG_STORAGE_KEY, 'en']]), files });
    expect(page.reloaded).toBe(false);
    // Not before the shell of the page is on the screen: the stylesheet and the entry go first.
    expect(page.preloaded).toEqual([]);
    page.frame();
    page.runTimers(0);
    expect(page.preloaded).toEqual([]);
    expect(drawn(page).preloaded).toEqual([
      { rel: 'modulepreload', href: files.shell, crossOrigin: '' },
      { rel: 'modulepreload', href: files.en, crossOrigin: '' },
    ]);
    // Once: the latest start later starts nothing more.
    page.runTimers(PRELOAD_LATEST_MS);
    expect(page.preloaded).toHaveLength(2);
    // No frame (a tab drawn late): at the latest after PRELOAD_LATEST_MS; a hidden tab: at once.
    const late = run('/myProfile', { tab: reloadedTab(), files });
    expect(late.timers()).toContain(PRELOAD_LATEST_MS);
    late.runTimers(PRELOAD_LATEST_MS);
    expect(late.preloaded.map((l) => l.href)).toEqual([files.shell]);
    expect(run('/myProfile', { tab: reloadedTab(), files, hidden: true }).preloaded.map((l) => l.href)).toEqual([files.shell]);
  });

  it('does not ask again for a file the app has asked for by then (its own modulepreload)', () => {
    const page = drawn(run('/customsClearance/workBench', { tab: reloadedTab(), languages: ['en'], files, links: [files.shell] }));
    expect(page.preloaded.map((l) => l.href)).toEqual([files.en]);
  });

  it('chooses the language as the app does: LANG, else the browser’s first language of ours, else none', () => {
    const lang = (opts: Options) => drawn(run('/myProfile', { tab: reloadedTab(), files, ...opts }));
    expect(lang({ local: new Map([[LANG_STORAGE_KEY, 'ar']]), languages: ['en-US'] }).preloaded.map((l) => l.href)).toEqual([files.shell, files.ar]);
    expect(lang({ languages: ['fr-FR', 'zh-TW', 'en'] }).preloaded.map((l) => l.href)).toEqual([files.shell, files.zh_CN]);
    expect(lang({ local: new Map([[LANG_STORAGE_KEY, 'shell']]), languages: ['EN_gb'] }).preloaded.map((l) => l.href)).toEqual([files.shell, files.en]);
    // None of ours (the server's default decides, at boot): no catalogue, <html> left as it is, no boot shell.
    const none = lang({ languages: ['fr-FR', 'de'] });
    expect(none.preloaded.map((l) => l.href)).toEqual([files.shell]);
    expect(none.html).toEqual({ lang: 'zh-CN', dir: '', attrs: {}, setAttribute: expect.any(Function) });
  });

  it('sets <html lang dir> and shows /login’s boot shell in that language (its catalogue starts too, not the shell)', () => {
    const ar = drawn(run('/login', { languages: ['ar-EG'], files }));
    expect([ar.html.lang, ar.html.dir, ar.html.attrs]).toEqual(['ar', 'rtl', { [BOOT_ATTR]: 'login-ar' }]);
    expect(ar.preloaded.map((l) => l.href)).toEqual([files.ar]);
    const zh = run('/login', { local: new Map([[LANG_STORAGE_KEY, 'zh_CN']]), search: '?redirect=%2FmyProfile&view=login' });
    expect([zh.html.lang, zh.html.dir, zh.html.attrs]).toEqual(['zh-CN', 'ltr', { [BOOT_ATTR]: 'login-zh_CN' }]);
    // Another view of /login (register, forgot) has no shell: the page is drawn by the app alone.
    expect(run('/login', { languages: ['en'], search: '?view=register' }).html.attrs).toEqual({});
  });

  it('shows a business area’s workbench shell only with the session flag, and no shell on other pages', () => {
    const wb = run('/entrustedInspection/workBench', { tab: reloadedTab(), languages: ['en'], cookie: session });
    expect(wb.html.attrs).toEqual({ [BOOT_ATTR]: 'workbench-en', [BOOT_AREA_ATTR]: 'entrustedInspection' });
    expect(run('/entrustedInspection/workBench', { tab: reloadedTab(), languages: ['en'] }).html.attrs).toEqual({});
    expect(run('/entrustedInspection/workBench', { tab: reloadedTab(), languages: ['en'], cookie: `${SESSION_FLAG_COOKIE}=0` }).html.attrs).toEqual({});
    for (const p of ['/myProfile', '/customsClearance/applicationForm/applicationList', '/', '/verify'])
      expect(run(p, { tab: reloadedTab(), languages: ['en'], cookie: session }).html.attrs).toEqual({});
  });

  it('starts nothing and shows nothing on the page it is about to reload; nothing to start without the meta', () => {
    const first = run('/customsClearance/workBench', { files, languages: ['en'], cookie: session });
    drawn(first);
    expect([first.reloaded, first.preloaded, first.html.attrs]).toEqual([true, [], {}]);
    expect(drawn(run('/customsClearance/workBench', { tab: reloadedTab(), languages: ['en'] })).preloaded).toEqual([]);
  });

  it('does nothing, and throws nothing, when the tab refuses its storage (the app then decides at boot)', () => {
    const page = drawn(run('/customsClearance/workBench', { storageFails: true, files, languages: ['en'], cookie: session }));
    expect([page.reloaded, page.preloaded, page.html.attrs]).toEqual([false, [], {}]);
  });
});
