import { describe, expect, it } from 'vitest';
import type { UnpaidRow } from '@tic/shared';
import { preselectedIds, remittanceSplit } from './split';

const row = (application_id: number, currency: string, unpaid: string): UnpaidRow => ({
  application_id,
  rfc_no: `RFC-${application_id}`,
  title: `App ${application_id}`,
  currency,
  quoted: unpaid,
  paid: '0',
  unpaid,
  payment_status: 'to_be_paid',
  quotations: [],
});
const rows = [row(1, 'USD', '100.50'), row(2, 'USD', '20'), row(3, 'EUR', '7.25')];

describe('remittance split', () => {
  it('reads the preselected applications of the address, dropping what is no id', () => {
    expect(preselectedIds('3,1,x,,0')).toEqual([3, 1]);
    expect(preselectedIds(null)).toEqual([]);
  });

  it('pays the preselected applications in full and starts in their currency', () => {
    const s = remittanceSplit(rows, {}, [3], '10', 'EUR');
    expect(s.initialCurrency).toBe('EUR');
    expect(s.currencies).toEqual(['USD', 'EUR']);
    expect(s.allocations).toEqual([{ application_id: 3, amount: '7.25' }]);
    expect(s.leftover?.toFixed()).toBe('2.75');
  });

  it("keeps what the customer typed over the full amount, and counts only the transfer's currency as allocated", () => {
    const s = remittanceSplit(rows, { 1: '50', 3: '1' }, [1, 2], '80', 'USD');
    expect(s.allocations).toEqual([
      { application_id: 1, amount: '50' },
      { application_id: 2, amount: '20' },
      { application_id: 3, amount: '1' },
    ]);
    expect(s.allocated.toFixed()).toBe('70');
    expect(s.leftover?.toFixed()).toBe('10');
  });

  it('shows no leftover until the amount is a valid amount of the currency', () => {
    expect(remittanceSplit(rows, {}, [1], undefined, 'USD').leftover).toBeNull();
    expect(remittanceSplit(rows, {}, [1], '1.005', 'USD').leftover).toBeNull();
    expect(remittanceSplit(rows, {}, [1], '200', undefined).leftover).toBeNull();
  });

  it('leaves an application out when its typed amount is cleared', () => {
    expect(remittanceSplit(rows, { 2: '' }, [2], '5', 'USD').allocations).toEqual([]);
  });
});
