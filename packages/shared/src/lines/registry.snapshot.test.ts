/**
 * Today's lists (fixtures/today.json, written from the hand-kept lists before the line registry existed:
 * routes, menu tree, forms, types, work steps, type and dictionary seeds, form screens, pages) compared with
 * what the registry derives. Every difference is explained where it is allowed; a new one fails here and must be
 * explained, never silently re-recorded.
 */
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_FORMS,
  APPLICATION_TYPE_SEED,
  BUSINESS_MENU,
  FORM_APPLICATION_TYPES,
  FORM_DECLARATIONS,
  FORM_SCREENS,
  LINE_PAGES,
  LINE_WORK_STEPS,
  PAYMENT_RECORD_PAGES,
  PORTAL_ROUTES,
  RFC_DICTIONARY_ROWS,
  numberPrefixOf,
} from '../index.js';
import today from './fixtures/today.json' with { type: 'json' };

const byPath = <T extends { path: string }>(list: readonly T[]) => [...list].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
/** The menu seed leaves an absent icon out; the derived nodes may carry `icon: undefined` (JSON drops both alike). */
const plain = (v: unknown) => JSON.parse(JSON.stringify(v));
/** Lines added after the snapshot: their routes, menu items, types and pages are new, not changes. */
const NEW_FORMS: readonly string[] = ['audit'];
const NEW_PAGES = new Set(Object.entries(LINE_PAGES).flatMap(([id, p]) => (NEW_FORMS.includes(p.forms[0]!) ? [id] : [])));
const NEW_PATHS = new Set(PORTAL_ROUTES.filter((r) => NEW_PAGES.has(r.page)).map((r) => r.path.replace(/\/:id$/, '')));
const NEW_TYPES = new Set(NEW_FORMS.flatMap((f) => FORM_APPLICATION_TYPES[f as keyof typeof FORM_APPLICATION_TYPES] ?? []));
type Node = { path: string; children?: Node[] };
const withoutNew = (nodes: readonly Node[]): Node[] =>
  nodes.filter((n) => !NEW_PATHS.has(n.path)).map((n) => (n.children ? { ...n, children: withoutNew(n.children) } : n));

describe('the lists of every business line, derived from the registry, as they were written by hand', () => {
  it('routes: the same set', () => {
    // Difference: the order. Inside an area the lines' routes now follow the area's own slot, so NB/RED's
    // NBAdditionalInfo comes right after its form instead of after CB's. React Router ranks routes by their
    // specificity, not by their order, and the end-to-end route walk opens each entry: the order changes nothing.
    // Second difference, added after the snapshot (issue 27): the payment records of communication are also mounted
    // in the three other business areas, at the area's own address (PAYMENT_RECORD_PAGES), so every area that bills
    // has its way to the money; those routes are new, not changes.
    const isNewPaymentRoute = (r: { path: string; area?: string }) => r.area !== 'communication' && /\/paymentRecord\//.test(r.path);
    // Third, added after the snapshot (issue 30): the organisation's members page, the invitation pages and the guest's
    // pages are no line's. Issue 31: the organisation's document vault page is no line's either. Fourth (issue 32):
    // the public certificate directory and the scheme finder.
    const ORGANISATION_PAGES = new Set([
      ...['members', 'invitation', 'guestInvitation', 'guestApplications', 'guestApplication', 'vault'],
      ...['directory', 'schemeFinder'],
    ]);
    const isNew = (r: { page: string; path: string; area?: string }) => NEW_PAGES.has(r.page) || isNewPaymentRoute(r) || ORGANISATION_PAGES.has(r.page);
    expect(byPath(plain(PORTAL_ROUTES.filter((r) => !isNew(r))))).toEqual(byPath(today.routes));
    expect(PORTAL_ROUTES.filter(isNewPaymentRoute)).toHaveLength(3 * PAYMENT_RECORD_PAGES.length);
  });
  it('menu: the four business areas identical, in order', () => {
    // Difference (issue 27, as for the routes): the payment records group, last in the three other business areas;
    // it was communication's alone. Those groups are new: communication's is the one of the snapshot.
    const isNewPaymentGroup = (area: string) => (n: Node) => area !== 'communication' && n.path === `/${area}/paymentRecord`;
    const menu = plain(BUSINESS_MENU) as (Node & { name: string })[];
    for (const area of menu.filter((a) => a.name !== 'communication')) expect(area.children?.at(-1)?.path).toBe(`/${area.name}/paymentRecord`);
    const withoutNewPayments = menu.map((a) => ({ ...a, children: a.children?.filter((n) => !isNewPaymentGroup(a.name)(n)) }));
    expect(withoutNew(withoutNewPayments)).toEqual(today.menu.slice(0, 4));
  });
  it('forms and their areas', () => {
    expect([...APPLICATION_FORMS].filter((f) => !NEW_FORMS.includes(f))).toEqual(today.forms);
    expect(Object.fromEntries(today.forms.map((f) => [f, FORM_DECLARATIONS[f as keyof typeof FORM_DECLARATIONS].area]))).toEqual(today.formAreas);
  });
  it('application types per form', () =>
    expect(Object.fromEntries(today.forms.map((f) => [f, FORM_APPLICATION_TYPES[f as keyof typeof FORM_APPLICATION_TYPES]]))).toEqual(today.formTypes));
  it('work steps per form', () => expect(Object.fromEntries(today.forms.map((f) => [f, LINE_WORK_STEPS[f]]))).toEqual(today.workSteps));
  it('the application-type seed: same codes, names and order', () =>
    expect(
      plain(APPLICATION_TYPE_SEED).map((t: { children: { code: string }[] }) => ({ ...t, children: t.children.filter((c) => !NEW_TYPES.has(c.code)) })),
    ).toEqual(today.typeSeed));
  it('the rfc dictionary rows: same codes, labels and order', () =>
    expect(plain(RFC_DICTIONARY_ROWS.filter((r) => !NEW_TYPES.has(r[0])))).toEqual(today.rfcDictionary));
  it('form screens', () => expect(Object.fromEntries(today.forms.map((f) => [f, FORM_SCREENS[f as keyof typeof FORM_SCREENS]]))).toEqual(today.formScreens));
  it("pages: every line route's page is derived, with the screen today's page adapter drew", () => {
    // Difference: the seven per-line form page adapters (CustomsFormPage ... CbFormPage) are gone; each form route
    // now opens the one generic form page keyed by the route's forms. The choosers stay AreaChooserPage, the Saudi
    // type cards and the NB information-request pages stay their own screens.
    const SCREEN_OF_MODULE: Record<string, string> = {
      '../features/applications/pages/AreaChooserPage': 'chooser',
      '../features/applications/pages/SaudiSelectTypePage': 'saudiSelectType',
      '../features/additionalInfo/pages/InfoRequestListPage': 'infoRequests',
      '../features/additionalInfo/pages/InfoRequestAnswerPage': 'infoRequestAnswer',
    };
    const todayLinePages = Object.entries(today.pages as Record<string, { module: string; newApplication: boolean }>).filter(([id]) => id in LINE_PAGES);
    for (const [id, p] of todayLinePages) {
      expect(LINE_PAGES[id]!.screen, id).toBe(SCREEN_OF_MODULE[p.module] ?? 'form');
      expect(LINE_PAGES[id]!.newApplication, id).toBe(p.newApplication);
    }
    // Every derived line page had a page of its own before (none lost, none invented) but for new lines.
    const lineRouteIds = PORTAL_ROUTES.map((r) => r.page).filter((p) => p in LINE_PAGES);
    expect(lineRouteIds.filter((id) => !(id in today.pages)).filter((id) => !NEW_FORMS.some((f) => LINE_PAGES[id]!.forms[0] === f))).toEqual([]);
    // The inspection booking's route also opens laboratory testing (the type picks the form), as EntrustedFormPage did.
    expect(LINE_PAGES.entrustedInspection_myApplication_fillInApplication_entrustedForm!.forms).toEqual(['entrusted', 'testing']);
  });
});

describe('the lines added since', () => {
  it('the factory audit: its form route and menu item under entrusted inspection, its types under the area, AUD numbers', () => {
    expect(FORM_SCREENS.audit).toBe('/entrustedInspection/myApplication/fillInApplication/auditForm');
    expect([...NEW_PATHS]).toEqual(['/entrustedInspection/myApplication/fillInApplication/auditForm']);
    const entrusted = BUSINESS_MENU.find((m) => m.name === 'entrustedInspection')!;
    expect(entrusted.children!.find((g) => g.name === 'entrustedMyApplication')!.children!.map((c) => c.name)).toContain('auditForm');
    expect(
      APPLICATION_TYPE_SEED.find((t) => t.area === 'entrustedInspection')!
        .children.map((c) => c.code)
        .slice(-3),
    ).toEqual(['audit_quality', 'audit_technical', 'audit_social']);
    expect(numberPrefixOf('audit')).toBe('AUD');
  });
  it('numbering: each line its own prefix, the country lines keep RFC', () => {
    // Difference (issue 29): before, every line but the factory audit numbered RFC-<country>-<year>-, so the lines
    // without a destination country shared one counter (RFC-XX-2026-000001 for entrusted, laboratory and NB alike).
    // Each line now counts under its own prefix; numbers already given stay as they are.
    expect(Object.fromEntries(APPLICATION_FORMS.map((f) => [f, numberPrefixOf(f)]))).toEqual({
      customs: 'RFC',
      saudi: 'RFC',
      entrusted: 'ENT',
      nb: 'NB',
      communication: 'COM',
      testing: 'LAB',
      gcc: 'GCC',
      cb: 'CB',
      audit: 'AUD',
    });
    expect(numberPrefixOf(undefined)).toBe('RFC');
  });
});
