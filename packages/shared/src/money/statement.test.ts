import { describe, expect, it } from 'vitest';
import { buildStatement, defaultStatementPeriod, isCalendarDate, owedChanges, type StatementMovement } from './statement.js';

const m = (at: string, kind: StatementMovement['kind'], debit: string, credit = '0', reference = 'X'): StatementMovement => ({
  at: `${at}T10:00:00.000Z`,
  kind,
  reference,
  applications: [],
  debit,
  credit,
});

describe('statement arithmetic', () => {
  const moves = [
    m('2025-12-20', 'quotation', '100.10'),
    m('2026-01-05', 'remittance', '0', '150.10'),
    m('2026-02-01', 'quotation', '284.29'),
    m('2026-02-02', 'credit_applied', '50.00', '50.00'),
    m('2026-03-01', 'refund', '0.10'),
    m('2026-03-02', 'refund_returned', '0', '0.10'),
    m('2026-04-01', 'cancellation', '0', '34.29'),
    m('2027-01-01', 'quotation', '9.99'),
  ];

  it('opening from the movements before the period, running balances, closing = opening + debits - credits, to the cent', () => {
    const s = buildStatement('USD', '2026-01-01', '2026-12-31', moves);
    expect(s.opening).toBe('100.10');
    expect(s.rows.map((r) => [r.kind, r.debit, r.credit, r.balance])).toEqual([
      ['remittance', '0.00', '150.10', '-50.00'],
      ['quotation', '284.29', '0.00', '234.29'],
      ['credit_applied', '50.00', '50.00', '234.29'],
      ['refund', '0.10', '0.00', '234.39'],
      ['refund_returned', '0.00', '0.10', '234.29'],
      ['cancellation', '0.00', '34.29', '200.00'],
    ]);
    expect(s.closing).toBe('200.00');
    expect(s.totals).toMatchObject({ debit: '334.39', credit: '234.49' });
    expect(s.totals.by_kind).toMatchObject({ quotation: '284.29', remittance: '150.10', credit_applied: '50.00', refund: '0.10', cancellation: '34.29' });
    // 0.1 + 0.2 style amounts never drift: the same movements in floats would not add up to the cent.
    const many = Array.from({ length: 1000 }, (_, i) => m('2026-05-01', i % 2 ? 'quotation' : 'remittance', i % 2 ? '0.10' : '0', i % 2 ? '0' : '0.20'));
    expect(buildStatement('USD', '2026-01-01', '2026-12-31', many).closing).toBe('-50.00');
  });

  it('dates are inclusive; the currency’s minor units (JPY 0, KWD 3); an empty period keeps the opening', () => {
    expect(buildStatement('USD', '2026-02-01', '2026-02-01', moves).rows).toHaveLength(1);
    expect(buildStatement('JPY', '2026-01-01', '2026-12-31', [m('2026-01-01', 'quotation', '1200')]).closing).toBe('1200');
    expect(buildStatement('KWD', '2026-01-01', '2026-12-31', [m('2026-01-01', 'quotation', '1.5')]).closing).toBe('1.500');
    const none = buildStatement('USD', '2026-06-01', '2026-06-30', moves);
    expect(none.rows).toEqual([]);
    expect(none.opening).toBe(none.closing);
  });

  it('owed changes: accepted lines add, a cancellation caps what is owed from then on', () => {
    const changes = owedChanges([
      { at: '2026-01-03T00:00:00Z', kind: 'accepted', key: 'q2', amount: '100.00' },
      { at: '2026-01-01T00:00:00Z', kind: 'accepted', key: 'q1', amount: '547.64' },
      { at: '2026-01-02T00:00:00Z', kind: 'cancelled', key: 'c', kept: '147.64' },
    ]);
    expect(changes.map((c) => [c.event.key, c.change.toFixed(2)])).toEqual([
      ['q1', '547.64'],
      ['c', '-400.00'],
      ['q2', '0.00'],
    ]);
  });

  it('periods and dates', () => {
    expect(defaultStatementPeriod('2026-11-28')).toEqual({ from: '2026-01-01', to: '2026-11-28' });
    expect(isCalendarDate('2026-02-28')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', 'x', '']) expect(isCalendarDate(bad), bad).toBe(false);
  });
});
