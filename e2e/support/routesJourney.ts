import { expect, test, type Page, type Request } from '@playwright/test';
import { HOME_PATH, PORTAL_ROUTES, samplePath, translate } from '@tic/shared';
import { loginThroughForm } from './session.js';
import { animationsDone } from './animations.js';
import { describeFindings, seriousViolations, type AxeFinding } from './axe.js';
import { LANGS } from './languages.js';

/**
 * The journey through every route of the spec, in each language, on a desktop (routes.spec.ts) and on a phone
 * (routes-phone.spec.ts): two files, so that the two journey streams (scripts/test.sh) each take one layout's three
 * runs (together they are the longest journey by far).
 */
const SCREENS = [
  'in-preparation',
  'workbench',
  'denied',
  'login-submit',
  'back-to-login',
  'invoice-info',
  'mailing-info',
  'policy-info',
  'public-file',
  'terms-page',
  'config-laboratory',
  'config-product',
  'config-standard',
  'config-dictionary',
  'config-hsCode',
  'message-list',
  'message-details',
  'message-not-found',
  'dev-outbox',
  'qr-confirm-page',
  'my-profile',
  'application-page',
  'saudi-select-type',
  'application-list',
  'application-drafts',
  'third-callback',
  'certificate-list',
  'certificate-detail',
  'draft-page',
  'area-chooser',
  'info-requests-page',
  'info-answer-page',
  'verify-form',
  'fee-notification',
  'remittance-list',
  'remittance-add-page',
  'remittance-detail',
  'remittance-404',
  'unpaid-page',
  'channel-profile',
  'staff-queues',
  'staff-application',
  'staff-customers',
  'staff-customer',
  'sample-notices-sampleDelivery',
  'sample-notices-sampleReceipt',
  'sample-notices-acceptance',
  'sample-notices-dataReview',
  'members-page',
  'invitation-page',
  // Issue 30: a guest's invitation, the applications a guest helps with, one of them (another's id: its not-found state).
  'guest-invitation-page',
  'guest-applications-page',
  'guest-application-page',
  'guest-application-missing',
  // Issue 31: the document vault. Issue 32: the public directory and the scheme finder.
  'vault',
  'directory-form',
  'finder-form',
]
  .map((id) => `[data-testid="${id}"]`)
  .join(', ');

/** Areas whose every route has its screen (issue 11), and the routes another branch of the issue brings (NBAdditionalInfo: the additional-information loop). */
const BUILT_AREAS = ['entrustedInspection', 'internationalProduct', 'communication'];
const PENDING: string[] = [];

// The journey in each language (the browser's language picks it on the first visit), with axe on every
// page: no critical or serious WCAG 2.1 A/AA violation (issue 16).
const JOURNEY_LANGS = LANGS;

/**
 * Shows `url` as the app's own links do (the router follows the history), without loading the app again: a full
 * load per route costs the bundle, the signed-in shell's calls and the notices stream each time. That every
 * route also loads on its own is checked apart (the server answers each with the app, below).
 */
async function openInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * Playwright's networkidle rule (no request under way for 500 ms) for a page that shows routes without loading a new
 * document: waitForLoadState('networkidle') answers at once after the first load reached it. The notices stream stays
 * open by design and is not counted.
 */
function networkIdleWatch(page: Page) {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const settle = (r: Request) => {
    if (inFlight.delete(r)) lastActivity = Date.now();
  };
  page.on('request', (r) => {
    if (r.resourceType() === 'eventsource') return;
    inFlight.add(r);
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async (where: string) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const quiet = inFlight.size === 0 ? Date.now() - lastActivity : 0;
      if (quiet >= 500) return;
      expect(Date.now() < deadline, `${where}: requests still under way after 30 s`).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, inFlight.size === 0 ? 500 - quiet : 50));
    }
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// On a desktop and on a phone (issue 27: axe clean at 390 px too; lists as cards, table boxes focusable regions).
const JOURNEY_SCREENS = [
  { screen: '', viewport: undefined },
  { screen: ' at 390 px', viewport: { width: 390, height: 844 } },
] as const;

/**
 * Routes that show one page of the app in several areas (the workbench and the payment records of each area that
 * bills): axe looks at that page once per language and layout, in a different area each time, so that every route
 * is looked at in at least one of the six runs and every page in all six. Each route still resolves in every run.
 */
const AXE_TURN = (() => {
  const byPage = new Map<string, string[]>();
  for (const r of PORTAL_ROUTES) byPage.set(r.page, [...(byPage.get(r.page) ?? []), r.path]);
  const runs = JOURNEY_SCREENS.length * JOURNEY_LANGS.length;
  for (const paths of byPage.values())
    if (paths.length > runs) throw new Error(`${paths.length} routes show one page: more than the ${runs} runs that take turns looking at them`);
  return (path: string, page: string, run: number) => {
    const paths = byPage.get(page)!;
    return paths.indexOf(path) === run % paths.length;
  };
})();

export function routeJourneys(layout: 'desktop' | 'phone') {
  const s = layout === 'desktop' ? 0 : 1;
  const { screen, viewport } = JOURNEY_SCREENS[s];
  for (const [l, { lang, locale }] of JOURNEY_LANGS.entries())
    test(`the demo customer signs in, lands on the workbench and every route of the spec resolves, accessibly (${lang}${screen})`, async ({ browser }) => {
      // Some eighty-five routes with an axe run on most, on a shared two-core machine: more than the default minute.
      test.setTimeout(900_000);
      const context = await browser.newContext({ locale, ...(viewport ? { viewport } : {}) });
      const page = await context.newPage();
      const findings: AxeFinding[] = [];
      // The content-security policy must let the app run: any violation shows up in the console.
      const cspViolations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
      });
      const pageErrors: string[] = [];
      page.on('pageerror', (e) => pageErrors.push(e.message));
      const networkIdle = networkIdleWatch(page);
      await loginThroughForm(page);
      await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
      const appName = translate(lang, 'common.appName');
      const deniedSeen = new Set<string>();
      // The pointer stays where the sign-in's click left it, and the router keeps the document: whatever each route shows
      // there is checked hovered, as under a person's resting pointer (a new document shows no hover until the pointer
      // moves). That is how the light hover shades of the links and the primary button were found (app/theme.ts).

      // /login signs the user out (spec section 4), so it is visited last.
      const routes = PORTAL_ROUTES.filter((r) => r.path !== '/login');
      for (const route of routes) {
        const url = samplePath(route);
        // A deep link to the route is answered with the app (its router then resolves the route, as below).
        const direct = await page.request.get(url);
        expect(direct.status(), url).toBe(200);
        expect(direct.headers()['content-type'], url).toContain('text/html');
        await openInApp(page, url);
        await expect(page, url).toHaveURL(new RegExp(`${url.replace(/[?]/g, '\\?')}$`));
        // The whole title (the route's, then the app's name): the route has been shown, not the one before it.
        await expect(page, url).toHaveTitle(new RegExp(`^${escapeRegExp(translate(lang, route.titleKey))} · ${escapeRegExp(appName)}$`));
        await expect(page.getByTestId('not-found'), url).toHaveCount(0);
        // A real screen rendered (its own page, the workbench, the denied page or the in-preparation state) with its title.
        await expect(page.locator(SCREENS).first(), url).toBeVisible();
        // The lines on the application engine have every screen: none of their routes is "in preparation".
        if (BUILT_AREAS.some((a) => url.startsWith(`/${a}/`)) && !PENDING.some((p) => url.includes(p)))
          await expect(page.getByTestId('in-preparation'), url).toHaveCount(0);
        // The denied page is one screen whatever its address (a customer's configuration and staff routes, a dozen):
        // axe looks at it once per layout and language.
        if (await page.getByTestId('denied').isVisible()) {
          if (deniedSeen.has(route.layout)) continue;
          deniedSeen.add(route.layout);
        } else if (!AXE_TURN(route.path, route.page, s * JOURNEY_LANGS.length + l)) continue;
        // What the page loads has arrived, and its transitions have ended, before axe looks at it.
        await networkIdle(url);
        await animationsDone(page);
        findings.push(...(await seriousViolations(page, url)));
      }
      await page.goto('/login');
      await expect(page.getByTestId('login-submit')).toBeVisible();
      findings.push(...(await seriousViolations(page, '/login')));
      expect(cspViolations).toEqual([]);
      expect(pageErrors).toEqual([]);
      expect(findings, describeFindings(findings)).toEqual([]);
      await context.close();
    });
}
