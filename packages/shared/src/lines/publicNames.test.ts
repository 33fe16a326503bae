import { describe, expect, it } from 'vitest';
import { publicNamesOf, valuesAt } from './publicNames.js';

describe('what the public verification names, per line', () => {
  it('reads dotted paths, walking lists with *', () => {
    const payload = { a: { b: ' x ' }, rows: [{ d: 'one' }, { d: '' }, { d: 'two' }, { d: 3 }] };
    expect(valuesAt(payload, 'a.b')).toEqual(['x']);
    expect(valuesAt(payload, 'rows.*.d')).toEqual(['one', 'two']);
    expect(valuesAt(payload, 'rows.d')).toEqual([]);
    expect(valuesAt(null, 'a.b')).toEqual([]);
  });

  it('a certificate of conformity: the exporter (else the importer) and the products described', () => {
    const payload = {
      parties: { importer: { company_name: 'Nairobi Lighting' } },
      products: [{ description: 'LED bulb' }, { description: 'LED bulb' }, { description: 'Panel' }],
    };
    expect(publicNamesOf('customs', payload)).toEqual({ holder: 'Nairobi Lighting', product: 'LED bulb; Panel' });
    expect(publicNamesOf('customs', { ...payload, parties: { ...payload.parties, exporter: { company_name: 'Bright Star' } } }).holder).toBe('Bright Star');
  });

  it('reports: the client and the goods inspected; the applicant and the sample; the factory audited', () => {
    expect(
      publicNamesOf('entrusted', {
        parties: { client: { company_name: '深圳亮星', company_name_en: 'Shenzhen Bright Star' }, supplier: { company_name: 'Supplier Co' } },
        po_lines: [{ description: 'Desk lamp' }, { description: 'Floor lamp' }],
      }),
    ).toEqual({ holder: 'Shenzhen Bright Star', product: 'Desk lamp; Floor lamp' });
    expect(
      publicNamesOf('testing', { parties: { applicant: { company_name: 'Bright Star' } }, sample: { sample_description: 'Cotton T-shirt, navy' } }),
    ).toEqual({
      holder: 'Bright Star',
      product: 'Cotton T-shirt, navy',
    });
    expect(
      publicNamesOf('audit', { factory: { factory_name: '亮星工厂', factory_name_en: 'Bright Star Factory', production_processes: 'SMT, assembly' } }),
    ).toEqual({
      holder: 'Bright Star Factory',
      product: 'SMT, assembly',
    });
    expect(publicNamesOf('audit', {})).toEqual({ holder: '', product: '' });
  });
});
