import { describe, expect, it } from 'vitest';
import { FINDER_DESTINATIONS, findSchemes } from './finder.js';
import { LINE_REGISTRY } from './registry.js';

const ok = (hs: string, destination: string) => {
  const a = findSchemes({ hs, destination });
  if (!a.ok) throw new Error(`expected schemes for ${hs} → ${destination}, got ${a.problem}`);
  return a;
};
const problem = (hs: string, destination: string) => {
  const a = findSchemes({ hs, destination });
  return a.ok ? null : a.problem;
};

describe('scheme finder', () => {
  it('LED lamps to Kenya: PVoC, with its documents and the instant quote', () => {
    const a = ok('8539.52', 'ke');
    expect(a).toMatchObject({ hs: '853952', chapter: 85, destination: 'KE' });
    expect(a.matches.map((m) => m.type)).toEqual(['kenya_pvoc']);
    const [m] = a.matches;
    expect(m!.form).toBe('customs');
    expect(m!.quote).toEqual({ percent: '0.5', min: '265.00', max: '2700.00', currency: 'USD' });
    expect(m!.documents.map((d) => d.fileType)).toContain('invoice');
    expect(m!.documents.some((d) => d.fileType === 'other')).toBe(false);
  });

  it('Saudi Arabia: the product and the shipment certificate, and the G-Mark for electrical goods', () => {
    expect(ok('85165000', 'SA').matches.map((m) => m.type)).toEqual(['saudi_pcoc', 'saudi_sc', 'gcc']);
    // Furniture: SABER only, no G-Mark; the merged PDF is required by the Saudi form.
    const furniture = ok('940360', 'SA');
    expect(furniture.matches.map((m) => m.type)).toEqual(['saudi_pcoc', 'saudi_sc']);
    expect(furniture.matches[0]!.documents[0]).toEqual({ fileType: 'merged_pdf', required: true });
    expect(furniture.matches[0]!.quote).toBeNull();
  });

  it('radio equipment to an EU state: NB/RED with the Annex V checklist', () => {
    const a = ok('851762', 'DE');
    expect(a.matches.map((m) => [m.form, m.type])).toEqual([['nb', 'nb_new']]);
    expect(a.matches[0]!.documents.filter((d) => d.required).length).toBeGreaterThan(0);
  });

  it('food to Nigeria: SONCAP leaves it to the food regulator, so no scheme', () => {
    expect(problem('0901', 'NG')).toBe('directory.finder.noScheme');
    expect(ok('0901', 'KE').matches.map((m) => m.type)).toEqual(['kenya_pvoc']);
  });

  it('bad input answers a problem, never an empty success', () => {
    expect(problem('85', 'KE')).toBe('directory.finder.badHs');
    expect(problem('abcd', 'KE')).toBe('directory.finder.badHs');
    expect(problem('9999', 'KE')).toBe('directory.finder.badHs');
    expect(problem('0000', 'KE')).toBe('directory.finder.badHs');
    expect(problem('8539', 'Kenya')).toBe('directory.finder.badDestination');
    expect(problem('8539', '')).toBe('directory.finder.badDestination');
    expect(problem('8539', 'US')).toBe('directory.finder.noDestination');
  });

  it('every cover names a type of its line, and the destinations are the union of the covers', () => {
    for (const l of LINE_REGISTRY)
      for (const c of l.covers) {
        expect(l.types.map((t) => t.code as string)).toContain(c.type);
        expect(c.chapters.every((n) => n >= 1 && n <= 97)).toBe(true);
      }
    expect(FINDER_DESTINATIONS).toContain('KE');
    expect(FINDER_DESTINATIONS).toContain('FR');
    expect(FINDER_DESTINATIONS).not.toContain('US');
  });
});
