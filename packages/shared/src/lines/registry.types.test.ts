/**
 * A line that forgets a part does not compile (`npm run typecheck` runs over this file: an @ts-expect-error that
 * finds no error is itself an error), and the registry's rows agree with their declarations.
 */
import { describe, expect, it } from 'vitest';
import { customsLine } from './customs/index.js';
import { AREAS, LINES } from './areas.js';
import { STAFF_POLICY } from '../staff/policy.js';
import { LINE_NOTICES, LINE_POLICY_ROWS, LINE_REGISTRY, takesRoute } from './registry.js';
import { defineLine, type LineDefinition, type LinePolicyRow } from './types.js';

const { workSteps: _steps, ...withoutSteps } = customsLine;
const { issues: _issues, ...withoutIssues } = customsLine;
const { numberPrefix: _prefix, ...withoutPrefix } = customsLine;
const { staffActions: _actions, ...withoutStaffActions } = customsLine;
const { policyRows: _rows, ...withoutPolicyRows } = customsLine;
const { transitionNotices: _notices, ...withoutNotices } = customsLine;
const { cancellation: _cancellation, ...withoutCancellation } = customsLine;
const { steps: _ownSteps, ...withoutOwnSteps } = customsLine;
const { api: _api, ...withoutApi } = customsLine;

describe('a line definition', () => {
  it('needs every part: forgetting one fails the typecheck', () => {
    // @ts-expect-error -- no work steps: the line would silently get the general steps.
    const a = defineLine(withoutSteps);
    // @ts-expect-error -- no word on what it issues (a certificate for some months, or a report).
    const b = defineLine(withoutIssues);
    // @ts-expect-error -- no numbering prefix.
    const c = defineLine(withoutPrefix);
    // @ts-expect-error -- the declaration's form must be the line's own.
    const d = defineLine({ ...customsLine, form: 'audit' });
    // @ts-expect-error -- a step outside the lifecycle's steps.
    const e: LineDefinition = { ...customsLine, workSteps: [{ step: 'tea_break', next: null }] };
    // @ts-expect-error -- a certificate line naming no validity for one of its types (nigeria_soncap).
    const f = defineLine({ ...customsLine, issues: { kind: 'certificate', validity: { kenya_pvoc: null, iraq_coc: null } } });
    // @ts-expect-error -- no word on the staff actions it takes its own way (none: {}).
    const g = defineLine(withoutStaffActions);
    // @ts-expect-error -- no word on the staff policy rows it adds (none: {}).
    const h = defineLine(withoutPolicyRows);
    // @ts-expect-error -- a staff dialog the web does not draw.
    const i = defineLine({ ...customsLine, staffActions: { quote: { dialog: 'customsQuote' } } });
    // @ts-expect-error -- a policy row for a role that does not exist.
    const j = defineLine({ ...customsLine, policyRows: { stamp: { roles: ['janitor'], transition: 'issue' } } });
    // @ts-expect-error -- an instant-quote fee rule for a type the line does not serve.
    const k = defineLine({ ...customsLine, fees: [{ kind: 'instant_quote', code: 'x', type: 'gcc', percent: '1', min: '1', max: '2', currency: 'USD' }] });
    // @ts-expect-error -- no word on the notices it sends in its own words (none: {}).
    const l = defineLine(withoutNotices);
    // @ts-expect-error -- a notice the catalogues do not know.
    const m = defineLine({ ...customsLine, transitionNotices: { accept: 'customs_accepted' } });
    // @ts-expect-error -- no word on what cancelling keeps (issue 28).
    const n = defineLine(withoutCancellation);
    // @ts-expect-error -- a fee kept from a point the customer is told no reason for (lines/cancellation.ts GENERAL_KEPT_SINCE_STEPS).
    const o = defineLine({ ...customsLine, cancellation: { inWork: 'anyStep', keep: [{ fees: ['application'], once: ['pending'] }] } });
    // @ts-expect-error -- a fee code that does not exist.
    const p = defineLine({ ...customsLine, cancellation: { inWork: 'anyStep', keep: [{ fees: ['bribe'], once: ['acceptance'] }] } });
    // @ts-expect-error -- no word on the steps it adds to the lifecycle (none: []).
    const q = defineLine(withoutOwnSteps);
    // @ts-expect-error -- no word on what it adds to the API's schemas (none: {}, [], null).
    const r = defineLine(withoutApi);
    // @ts-expect-error -- a transition leading to a step neither general nor its own.
    const t = defineLine({ ...customsLine, transitions: { stamp: { from: ['processing'], to: 'same', actors: ['staff'], step: 'tea_break' } } });
    // @ts-expect-error -- a fee kept from another line's step (entrusted inspection's visit): a line names its own steps only.
    const u = defineLine({ ...customsLine, cancellation: { inWork: 'anyStep', keep: [{ fees: ['inspection'], once: ['inspection'] }] } });
    expect([a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, t, u]).toHaveLength(20);
  });

  it.each(LINE_REGISTRY.map((l) => [l.form, l] as const))('%s: names every type its form serves, once', (_form, line) => {
    expect(line.types.map((t) => t.code).sort()).toEqual(line.declaration.types.map((t) => t.code).sort());
  });

  it.each(LINE_REGISTRY.map((l) => [l.form, l] as const))('%s: opens its applications at a form route, and its menu names its routes', (_form, line) => {
    const formRoutes = LINE_REGISTRY.filter((o) => o.declaration.area === line.declaration.area).flatMap((o) =>
      o.routes.filter((r) => r.screen === 'form').map((r) => r.rel),
    );
    expect(formRoutes).toContain(line.formRoute);
    const rels = line.routes.map((r) => r.rel);
    for (const m of line.menu) if (m.kind !== 'none') for (const r of m.rels) expect(rels).toContain(r);
    const groups = AREAS.find((a) => a.area === line.declaration.area)!.menu.flatMap((e) =>
      typeof e === 'object' && 'group' in e && e.group.rels.includes(LINES) ? [e.group.name] : [],
    );
    for (const m of line.menu) if (m.kind === 'items') expect(groups).toContain(m.group);
  });

  it('has a unique form, unique type codes and dictionary places', () => {
    const forms = LINE_REGISTRY.map((l) => l.form);
    expect(new Set(forms).size).toBe(forms.length);
    const codes = LINE_REGISTRY.flatMap((l) => l.types.map((t) => t.code));
    expect(new Set(codes).size).toBe(codes.length);
    const places = LINE_REGISTRY.flatMap((l) => l.types.flatMap((t) => (t.dictionary ? [t.dictionary.sort] : [])));
    expect(new Set(places).size).toBe(places.length);
  });

  it('suggests, for each work step, a step of its own line or none', () => {
    for (const l of LINE_REGISTRY) for (const s of l.workSteps) if (s.next) expect(l.workSteps.map((w) => w.step)).toContain(s.next);
  });

  it('knows the lines whose certificates take a route (a validity by route)', () => {
    expect(LINE_REGISTRY.filter((l) => takesRoute(l.form)).map((l) => l.form)).toEqual(['customs']);
    expect(takesRoute('nowhere')).toBe(false);
  });

  it('gathers the notices lines send in their own words, by transition and line', () => {
    expect(LINE_NOTICES).toEqual({ accept: { entrusted: 'inspection_accepted' }, confirm_date: { entrusted: 'inspection_date_confirmed' } });
  });

  it('puts each policy row a line adds into the staff policy, for the lines naming it', () => {
    for (const l of LINE_REGISTRY)
      for (const [action, row] of Object.entries(l.policyRows as Readonly<Record<string, LinePolicyRow>>)) {
        const naming = LINE_REGISTRY.filter((o) => action in o.policyRows).map((o) => o.form);
        expect(STAFF_POLICY[action as keyof typeof STAFF_POLICY], `${l.form}: ${action}`).toEqual({ ...row, scope: 'application', forms: naming });
        // Written through one of the line's own transitions.
        expect(Object.keys(l.transitions)).toContain(row.transition);
      }
    expect(Object.keys(LINE_POLICY_ROWS)).toEqual([
      'confirm_date',
      'schedule',
      'postpone',
      'record_report',
      'issue_report',
      'abort',
      'cancel_booking',
      'record_test_report',
      'issue_test_report',
    ]);
    expect(LINE_POLICY_ROWS.record_report.forms).toEqual(['entrusted', 'audit']);
    expect(LINE_POLICY_ROWS.cancel_booking.forms).toEqual(['entrusted']);
  });
});
