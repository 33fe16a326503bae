import { describe, expect, it } from 'vitest';
import { aqlFigures, codeLetter, lotAccepted, samplingPlan, SAMPLE_SIZES, type AqlValue, type CodeLetter, type InspectionLevel } from './aql.js';

describe('ISO 2859-1 table 1: sample-size code letters', () => {
  it.each([
    [2, 'II', 'A'],
    [8, 'III', 'B'],
    [15, 'II', 'B'],
    [50, 'II', 'D'],
    [90, 'II', 'E'],
    [150, 'II', 'F'],
    [280, 'II', 'G'],
    [500, 'II', 'H'],
    [501, 'II', 'J'],
    [1200, 'II', 'J'],
    [3200, 'II', 'K'],
    [3201, 'II', 'L'],
    [10_000, 'II', 'L'],
    [10_000, 'I', 'J'],
    [10_000, 'III', 'M'],
    [35_000, 'II', 'M'],
    [150_000, 'II', 'N'],
    [500_000, 'II', 'P'],
    [500_001, 'II', 'Q'],
    [500_001, 'III', 'R'],
    [1000, 'S1', 'C'],
    [1000, 'S4', 'F'],
    [5000, 'S3', 'F'],
  ] as const)('lot %i at level %s: %s', (lot, level, letter) => {
    expect(codeLetter(lot, level as InspectionLevel)).toBe(letter);
  });
  it('letters give the sample sizes', () => {
    expect(Object.values(SAMPLE_SIZES)).toEqual([2, 3, 5, 8, 13, 20, 32, 50, 80, 125, 200, 315, 500, 800, 1250, 2000]);
  });
});

describe('ISO 2859-1 table 2-A: single sampling, normal inspection', () => {
  // Letter, AQL -> the letter whose plan applies, sample size, Ac, Re.
  it.each([
    ['H', '2.5', 'H', 50, 3, 4],
    ['H', '4.0', 'H', 50, 5, 6],
    ['H', '1.5', 'H', 50, 2, 3],
    ['H', '0.25', 'H', 50, 0, 1],
    ['H', '0.40', 'G', 32, 0, 1],
    ['H', '0.65', 'J', 80, 1, 2],
    ['J', '2.5', 'J', 80, 5, 6],
    ['J', '4.0', 'J', 80, 7, 8],
    ['K', '2.5', 'K', 125, 7, 8],
    ['K', '4.0', 'K', 125, 10, 11],
    ['L', '0.65', 'L', 200, 3, 4],
    ['L', '1.0', 'L', 200, 5, 6],
    ['L', '1.5', 'L', 200, 7, 8],
    ['L', '2.5', 'L', 200, 10, 11],
    ['L', '4.0', 'L', 200, 14, 15],
    ['L', '6.5', 'L', 200, 21, 22],
    ['M', '4.0', 'M', 315, 21, 22],
    ['N', '4.0', 'M', 315, 21, 22],
    ['A', '6.5', 'A', 2, 0, 1],
    ['A', '2.5', 'C', 5, 0, 1],
    ['C', '4.0', 'B', 3, 0, 1],
    ['C', '6.5', 'D', 8, 1, 2],
    ['D', '2.5', 'C', 5, 0, 1],
    ['E', '2.5', 'F', 20, 1, 2],
    ['E', '4.0', 'E', 13, 1, 2],
    ['E', '6.5', 'E', 13, 2, 3],
    ['E', '1.0', 'E', 13, 0, 1],
    ['F', '2.5', 'F', 20, 1, 2],
    ['G', '2.5', 'G', 32, 2, 3],
    ['R', '0.065', 'R', 2000, 3, 4],
    ['R', '10', 'K', 125, 21, 22],
    ['K', '10', 'K', 125, 21, 22],
  ] as const)('letter %s at AQL %s: plan of %s, n=%i, Ac %i Re %i', (letter, aql, at, n, ac, re) => {
    expect(samplingPlan(letter as CodeLetter, aql as AqlValue)).toEqual({ letter: at, sampleSize: n, accept: ac, reject: re, fullInspection: false });
  });
  it('AQL 0 allows no defect', () => {
    expect(samplingPlan('L', '0')).toMatchObject({ letter: 'L', sampleSize: 200, accept: 0, reject: 1 });
  });
  it('a plan larger than the lot inspects every unit', () => {
    expect(samplingPlan('A', '2.5', 3)).toEqual({ letter: 'C', sampleSize: 3, accept: 0, reject: 1, fullInspection: true });
  });
});

describe('what the booking form shows', () => {
  it('5,000 pieces, level II, AQL 0 / 2.5 / 4.0', () => {
    const f = aqlFigures(5000, 'II', { critical: '0', major: '2.5', minor: '4.0' });
    expect(f.letter).toBe('L');
    expect(f.sampleSize).toBe(200);
    expect([f.critical.accept, f.critical.reject, f.major.accept, f.major.reject, f.minor.accept, f.minor.reject]).toEqual([0, 1, 10, 11, 14, 15]);
  });
  it('the lot passes a class while the defects stay at or under Ac', () => {
    expect(lotAccepted(10, { accept: 10 })).toBe(true);
    expect(lotAccepted(11, { accept: 10 })).toBe(false);
  });
});
