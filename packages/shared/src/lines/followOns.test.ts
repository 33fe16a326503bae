import { describe, expect, it } from 'vitest';
import { FORM_DECLARATIONS } from '../forms/index.js';
import { followOnDraft, followOnFor, followOnsOf, productKeyOf, type FollowOnCertificate, type FollowOnRule } from './followOns.js';
import { followOnRulesOf, LINE_REGISTRY } from './registry.js';

const cert = (over: Partial<FollowOnCertificate> = {}): FollowOnCertificate => ({ status: 'valid', expiry_date: '2027-01-31', route: null, ...over });
const none = { sameProductShipments: 0 };

describe('followOnsOf: what a certificate offers', () => {
  it('a G-Mark certificate in force is renewed or extended; an expired one only renewed', () => {
    const rules = followOnRulesOf('gcc', 'gcc');
    expect(followOnsOf(rules, cert(), none)).toEqual(['renew', 'extend']);
    expect(followOnsOf(rules, cert({ status: 'expired' }), none)).toEqual(['renew']);
  });

  it('a withdrawn, revoked, suspended or superseded certificate offers nothing, each with its reason', () => {
    const rules = followOnRulesOf('gcc', 'gcc');
    for (const [status, key] of [
      ['withdrawn', 'renewals.refused.withdrawn'],
      ['revoked', 'renewals.refused.withdrawn'],
      ['suspended', 'renewals.refused.suspended'],
      ['superseded', 'renewals.refused.superseded'],
    ] as const) {
      expect(followOnsOf(rules, cert({ status }), none)).toEqual([]);
      expect(followOnFor(rules, 'renew', cert({ status }), none)).toEqual({ refused: key });
    }
  });

  it('a certificate without an expiry date is never renewed', () => {
    const rule: FollowOnRule = { kind: 'renew', copy: [], fresh: [] };
    expect(followOnFor([rule], 'renew', cert({ expiry_date: null }), none)).toEqual({ refused: 'renewals.refused.noExpiry' });
  });

  it('a kind the line does not declare is not offered', () => {
    expect(followOnFor(followOnRulesOf('cb', 'cb'), 'renew', cert({ expiry_date: null }), none)).toEqual({ refused: 'renewals.refused.notOffered' });
    expect(followOnFor(followOnRulesOf('gcc', 'gcc'), 'next_shipment', cert(), none)).toEqual({ refused: 'renewals.refused.notOffered' });
    expect(followOnsOf(followOnRulesOf('testing', 'testing'), cert(), none)).toEqual([]);
  });

  it('Kenya Route A: the next shipment, and the registration from the second shipment of the same product on', () => {
    const rules = followOnRulesOf('customs', 'kenya_pvoc');
    const a = cert({ route: 'A', expiry_date: '2026-12-01' });
    expect(followOnsOf(rules, a, { sameProductShipments: 1 })).toEqual(['next_shipment']);
    expect(followOnFor(rules, 'registration', a, { sameProductShipments: 1 })).toEqual({ refused: 'renewals.refused.fewShipments' });
    expect(followOnsOf(rules, a, { sameProductShipments: 2 })).toEqual(['next_shipment', 'registration']);
    // A consignment certificate is not renewed: the next shipment is its follow-on.
    expect(followOnFor(rules, 'renew', a, none)).toEqual({ refused: 'renewals.refused.notOffered' });
  });

  it('Kenya Routes B and C (registration, licence) are renewed, not shipped under', () => {
    const rules = followOnRulesOf('customs', 'kenya_pvoc');
    expect(followOnsOf(rules, cert({ route: 'B' }), { sameProductShipments: 5 })).toEqual(['renew']);
    expect(followOnsOf(rules, cert({ route: 'C' }), none)).toEqual(['renew']);
  });

  it('shipment certificates (Iraq, Nigeria, Saudi SC) lead to the next shipment; the Saudi PCoC to renewal and a shipment under it', () => {
    expect(followOnsOf(followOnRulesOf('customs', 'iraq_coc'), cert({ expiry_date: null }), none)).toEqual(['next_shipment']);
    expect(followOnsOf(followOnRulesOf('customs', 'nigeria_soncap'), cert({ expiry_date: null }), none)).toEqual(['next_shipment']);
    expect(followOnsOf(followOnRulesOf('saudi', 'saudi_sc'), cert({ expiry_date: null }), none)).toEqual(['next_shipment']);
    expect(followOnsOf(followOnRulesOf('saudi', 'saudi_pcoc'), cert(), none)).toEqual(['renew', 'next_shipment']);
  });
});

describe('followOnDraft: what is copied and what must be new', () => {
  const payload = {
    application_type: 'kenya_pvoc',
    title: 'Shipment 1',
    general: { certification_project: 'Pumps', contact_name: 'Li', inspection_date: '2026-01-02' },
    shipment: { shipment_mode: 'sea' },
    kenya: { route: 'A', idf_no: 'IDF-1', ucr_no: 'UCR-1' },
    parties: { importer: { company_name: 'Imp' } },
    products: [{ hs_code: '84137000', brand: 'B', model: 'M' }],
    invoices: [{ number: 'INV-1' }],
    containers: ['ABCU1234567'],
    attachments: [{ file_id: 3 }],
  };

  it('next shipment: everything but the shipment data prefilled', () => {
    const rule = followOnFor(followOnRulesOf('customs', 'kenya_pvoc'), 'next_shipment', cert({ route: 'A' }), none);
    if (!('rule' in rule)) throw new Error('not offered');
    const d = followOnDraft(rule.rule, { type: 'kenya_pvoc', payload, certNo: 'KE-1' });
    expect(d.body).toEqual({
      application_type: 'kenya_pvoc',
      general: { certification_project: 'Pumps', contact_name: 'Li' },
      kenya: { route: 'A' },
      parties: { importer: { company_name: 'Imp' } },
      products: [{ hs_code: '84137000', brand: 'B', model: 'M' }],
    });
    expect(d.copied).toEqual(['general', 'parties', 'products', 'kenya.route']);
    expect(d.toProvide).toEqual(
      expect.arrayContaining(['title', 'general.inspection_date', 'shipment', 'invoices', 'containers', 'attachments', 'kenya.ucr_no']),
    );
    // Deep copies: the draft never shares an object with the origin.
    (d.body.products as { brand: string }[])[0]!.brand = 'X';
    expect(payload.products[0]!.brand).toBe('B');
  });

  it('registration: the route set to B; NB extension: the certificate number named', () => {
    const reg = followOnDraft(
      followOnRulesOf('customs', 'kenya_pvoc').find((r) => r.kind === 'registration')!,
      { type: 'kenya_pvoc', payload, certNo: 'KE-1' },
    );
    expect(reg.body.kenya).toEqual({ route: 'B' });
    const ext = followOnDraft(
      followOnRulesOf('nb', 'nb_new').find((r) => r.kind === 'extend')!,
      {
        type: 'nb_new',
        payload: { nb_product: { product_name: 'Radio' }, nb_declaration: { single_nb_declaration: true } },
        certNo: 'NB-9',
      },
    );
    expect(ext.body).toEqual({ application_type: 'nb_extension', nb_product: { product_name: 'Radio' }, nb_existing: { existing_certificate_no: 'NB-9' } });
  });

  it('every declared path names a section (and field) of its form; copied and fresh paths never coincide', () => {
    for (const line of LINE_REGISTRY) {
      const decl = FORM_DECLARATIONS[line.form];
      for (const rules of Object.values(line.followOns) as FollowOnRule[][]) {
        for (const r of rules) {
          expect(r.copy.filter((p) => r.fresh.includes(p))).toEqual([]);
          for (const path of [...r.copy, ...r.fresh, ...Object.keys(r.set ?? {})]) {
            const [key, field] = path.split('.');
            if (key === 'title') continue;
            const section = decl.sections.find((s) => s.key === key);
            expect(section, `${line.form}: ${path}`).toBeDefined();
            if (field) expect(Object.keys((section as { fields: { fields: object } }).fields.fields), `${line.form}: ${path}`).toContain(field);
          }
          if (r.type) expect(line.types.map((t) => t.code)).toContain(r.type);
        }
      }
    }
  });
});

describe('productKeyOf', () => {
  it('the same product whatever the HS code punctuation or the letter case; none without a brand or model', () => {
    expect(productKeyOf({ hs_code: '8413.70.00', brand: 'Acme ', model: 'p-1' })).toBe(productKeyOf({ hs_code: '84137000', brand: 'ACME', model: 'P-1' }));
    expect(productKeyOf({ hs_code: '84137000' })).toBeNull();
  });
});

describe('followOnPathKeys: every declared path is named in the three languages', () => {
  it('each path of each line has a label in zh-CN, en and ar', async () => {
    const { catalogues, flatKeys } = await import('../i18n/index.js');
    const { followOnPathKeys } = await import('./followOns.js');
    for (const locale of ['zh_CN', 'en', 'ar'] as const) {
      const keys = new Set(flatKeys(catalogues[locale]));
      for (const line of LINE_REGISTRY) {
        for (const rules of Object.values(line.followOns) as FollowOnRule[][]) {
          for (const r of rules) {
            for (const path of [...r.copy, ...r.fresh]) {
              expect(
                followOnPathKeys(line.form, path).some((k) => keys.has(k)),
                `${locale} ${line.form} ${path}`,
              ).toBe(true);
            }
          }
        }
      }
    }
  });
});
