import { describe, expect, it } from 'vitest';
import { FORM_SCHEMAS } from '../../forms/index.js';
import { holds, mixedValues } from '../../forms/declaration.js';
import { inspectionBooking } from '../../forms/fixtures/entrustedApplications.js';
import { aqlFigures } from '../../aql.js';
import { lotOf, MIXED_UNITS } from './form.js';

/**
 * The lot an entrusted inspection samples from (issue 29): pieces and kilograms do not add up. One unit: the PO lines'
 * quantities summed. Mixed units: the booking names the lot's unit and size, and submitting without them is refused.
 */
const line = (quantity: number, unit: string) => ({ po_no: `PO-${quantity}`, description: 'Goods', quantity, unit, produced_percent: 100, packed_percent: 90 });

describe('the lot of a booking', () => {
  it.each([
    ['one unit: summed', [line(3000, 'pcs'), line(2000, 'pcs')], {}, { size: 5000, unit: 'pcs' }],
    ['mixed units, no lot named: none yet', [line(3000, 'pcs'), line(200, 'kg')], {}, null],
    ['mixed units: the lot the booking names', [line(3000, 'pcs'), line(200, 'kg')], { lot_unit: 'cartons', lot_size: 400 }, { size: 400, unit: 'cartons' }],
    ['a line without a unit yet does not make them mixed', [line(3000, 'pcs'), { po_no: 'PO-2', quantity: 10 }], {}, { size: 3010, unit: 'pcs' }],
    ['no lines', [], {}, { size: 0, unit: null }],
  ])('%s', (_name, po_lines, requirements, expected) => {
    expect(lotOf({ po_lines, requirements })).toEqual(expected);
  });

  it('the mixed-units condition reads the list rows', () => {
    expect(mixedValues([{ unit: 'pcs' }, { unit: 'pcs' }], 'unit')).toBe(false);
    expect(mixedValues([{ unit: 'pcs' }, { unit: 'kg' }], 'unit')).toBe(true);
    expect(mixedValues([{ unit: 'pcs' }, { unit: '' }, {}], 'unit')).toBe(false);
    expect(mixedValues(undefined, 'unit')).toBe(false);
    expect(holds(MIXED_UNITS, { po_lines: [{ unit: 'pcs' }, { unit: 'sets' }] })).toBe(true);
  });

  it('a booking mixing units is submitted only with the lot unit and size; summed quantities would change the plan', () => {
    const submit = FORM_SCHEMAS.entrusted.submit;
    const base = inspectionBooking('Mixed lot');
    const mixed = { ...base, po_lines: [line(3000, 'pcs'), line(200, 'kg')] };
    const refused = submit.safeParse(mixed);
    expect(refused.success).toBe(false);
    const paths = refused.success ? [] : refused.error.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['requirements.lot_unit', 'requirements.lot_size']));
    const named = { ...mixed, requirements: { ...base.requirements, lot_unit: 'cartons', lot_size: 400 } };
    expect(submit.safeParse(named).success).toBe(true);
    // One unit: nothing more asked.
    expect(submit.safeParse(base).success).toBe(true);
    // The plan: 400 cartons (letter H at level II: 50 samples), not 3,200 "pieces and kilograms" (letter K: 125).
    expect(aqlFigures(lotOf(named)!.size, 'II', { critical: '0', major: '2.5', minor: '4.0' })).toMatchObject({ letter: 'H', sampleSize: 50 });
    expect(aqlFigures(3200, 'II', { critical: '0', major: '2.5', minor: '4.0' })).toMatchObject({ letter: 'K', sampleSize: 125 });
  });
});
