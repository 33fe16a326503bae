import { describe, expect, it } from 'vitest';
import { mergePolicyRows, VISIT_POLICY_ROWS } from './policyRows.js';
import type { LinePolicyRow } from './types.js';

const stamp: LinePolicyRow = { roles: ['issuer', 'admin'], transition: 'issue', separation: 'review' };
const visit: LinePolicyRow = { roles: ['inspector', 'admin'], transition: 'record_report', assigneeOnly: true };

describe('merging the lines’ staff policy rows', () => {
  it('keeps each row for its own line, on applications', () => {
    expect(mergePolicyRows([{ form: 'alpha', policyRows: { stamp } }])).toEqual({ stamp: { ...stamp, scope: 'application', forms: ['alpha'] } });
  });

  it('makes one row of an action several lines name, for each of them in registry order', () => {
    const merged = mergePolicyRows([
      { form: 'alpha', policyRows: { visit } },
      { form: 'beta', policyRows: {} },
      // The same row, its parts written in another order.
      { form: 'gamma', policyRows: { visit: { assigneeOnly: true, transition: 'record_report', roles: ['inspector', 'admin'] } } },
    ]);
    expect(merged).toEqual({ visit: { ...visit, scope: 'application', forms: ['alpha', 'gamma'] } });
  });

  it('keeps the order the lines declare (a shared row stays where its first line put it)', () => {
    const merged = mergePolicyRows([
      { form: 'alpha', policyRows: { confirm_date: VISIT_POLICY_ROWS.confirm_date, stamp, record_report: VISIT_POLICY_ROWS.record_report } },
      { form: 'beta', policyRows: { extra: { roles: ['admin'], transition: 'abort' } } },
      { form: 'gamma', policyRows: VISIT_POLICY_ROWS },
    ]);
    expect(Object.keys(merged)).toEqual(['confirm_date', 'stamp', 'record_report', 'extra', 'issue_report']);
    expect(merged.confirm_date!.forms).toEqual(['alpha', 'gamma']);
    expect(merged.issue_report!.forms).toEqual(['gamma']);
  });

  it('refuses two lines declaring one action differently', () => {
    expect(() =>
      mergePolicyRows([
        { form: 'alpha', policyRows: { visit } },
        { form: 'beta', policyRows: { visit: { ...visit, roles: ['inspector', 'reviewer', 'admin'] } } },
      ]),
    ).toThrow(/visit: the lines alpha and beta declare it differently/);
    expect(() =>
      mergePolicyRows([
        { form: 'alpha', policyRows: { visit } },
        { form: 'beta', policyRows: { visit: { ...visit, assigneeOnly: false } } },
      ]),
    ).toThrow(/declare it differently/);
  });
});
