/**
 * Acceptance sampling by attributes, ISO 2859-1 (= ANSI/ASQ Z1.4), single sampling, normal inspection:
 * what the entrusted-inspection form shows as the customer types (business-lines.md "AQL arithmetic").
 * - Table 1: lot size and inspection level give the sample-size code letter;
 * - the code letter gives the sample size;
 * - Table 2-A: the letter and the AQL give the acceptance (Ac) and rejection (Re) numbers, or an arrow
 *   to the first plan below or above in the same AQL column, whose sample size is then used.
 */

export const INSPECTION_LEVELS = ['I', 'II', 'III', 'S1', 'S2', 'S3', 'S4'] as const;
export type InspectionLevel = (typeof INSPECTION_LEVELS)[number];
export const DEFAULT_INSPECTION_LEVEL: InspectionLevel = 'II';

/** The AQLs a booking may choose (percent nonconforming); '0' is zero tolerance (usual for critical defects). */
export const AQL_VALUES = ['0', '0.065', '0.10', '0.15', '0.25', '0.40', '0.65', '1.0', '1.5', '2.5', '4.0', '6.5', '10'] as const;
export type AqlValue = (typeof AQL_VALUES)[number];
/** Defaults of business-lines.md: critical 0, major 2.5, minor 4.0. */
export const DEFAULT_AQL = { critical: '0', major: '2.5', minor: '4.0' } as const;
export const SAMPLING_STANDARDS = ['iso_2859_1', 'ansi_z1_4'] as const;

export const CODE_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R'] as const;
export type CodeLetter = (typeof CODE_LETTERS)[number];
export const SAMPLE_SIZES: Record<CodeLetter, number> = {
  A: 2,
  B: 3,
  C: 5,
  D: 8,
  E: 13,
  F: 20,
  G: 32,
  H: 50,
  J: 80,
  K: 125,
  L: 200,
  M: 315,
  N: 500,
  P: 800,
  Q: 1250,
  R: 2000,
};

/** Table 1: the upper bound of each lot-size band, then the letter per level (S1 S2 S3 S4 I II III). */
const TABLE_1: readonly [number, string][] = [
  [8, 'AAAAAAB'],
  [15, 'AAAAABC'],
  [25, 'AABBBCD'],
  [50, 'ABBCCDE'],
  [90, 'BBCCCEF'],
  [150, 'BBCDDFG'],
  [280, 'BCDEEGH'],
  [500, 'BCDEFHJ'],
  [1200, 'CCEFGJK'],
  [3200, 'CDEGHKL'],
  [10_000, 'CDFGJLM'],
  [35_000, 'CDFHKMN'],
  [150_000, 'DEGJLNP'],
  [500_000, 'DEGJMPQ'],
  [Infinity, 'DEHKNQR'],
];
const LEVEL_COLUMN: Record<InspectionLevel, number> = { S1: 0, S2: 1, S3: 2, S4: 3, I: 4, II: 5, III: 6 };

/** The sample-size code letter of a lot (at least 2 units) at an inspection level. */
export function codeLetter(lotSize: number, level: InspectionLevel): CodeLetter {
  const band = TABLE_1.find(([max]) => lotSize <= max)!;
  return band[1][LEVEL_COLUMN[level]] as CodeLetter;
}

/**
 * Table 2-A as it is built: along a row the plans follow the AQL columns, and one step of letter equals
 * one step of AQL (sample size and AQL both grow by about 1.6). With s = letter index + AQL index
 * (0.010 is AQL index 0), s = 14 is Ac 0 / Re 1, s = 15 an arrow up, s = 16 an arrow down, then the
 * plans below; under 14 arrows point down, past the last plan (21/22) they point up.
 */
const PLANS: Record<number, [number, number]> = {
  14: [0, 1],
  17: [1, 2],
  18: [2, 3],
  19: [3, 4],
  20: [5, 6],
  21: [7, 8],
  22: [10, 11],
  23: [14, 15],
  24: [21, 22],
};
const AQL_INDEX: Record<Exclude<AqlValue, '0'>, number> = {
  '0.065': 4,
  '0.10': 5,
  '0.15': 6,
  '0.25': 7,
  '0.40': 8,
  '0.65': 9,
  '1.0': 10,
  '1.5': 11,
  '2.5': 12,
  '4.0': 13,
  '6.5': 14,
  '10': 15,
};

export interface SamplingPlan {
  /** The letter whose plan applies (another than the lot's when the table points by an arrow). */
  letter: CodeLetter;
  sampleSize: number;
  accept: number;
  reject: number;
  /** The sample is the whole lot (the plan's sample size reaches the lot size): every unit is inspected. */
  fullInspection: boolean;
}

/** The single-sampling plan of Table 2-A for a code letter and an AQL ('0': none allowed, Ac 0 / Re 1). */
export function samplingPlan(letter: CodeLetter, aql: AqlValue, lotSize = Infinity): SamplingPlan {
  let i = CODE_LETTERS.indexOf(letter);
  let plan: [number, number] | undefined;
  if (aql === '0') plan = [0, 1];
  else {
    const q = AQL_INDEX[aql];
    // Follow the arrows in the AQL column until a plan is met.
    for (;;) {
      const s = i + q;
      if (PLANS[s]) {
        plan = PLANS[s];
        break;
      }
      // Down below the first plan and at the down arrow; up past the last plan and at the up arrow (none above A: down).
      if (s < 14 || s === 16 || i === 0) i += 1;
      else i -= 1;
    }
  }
  const at = CODE_LETTERS[i]!;
  const n = SAMPLE_SIZES[at];
  return { letter: at, sampleSize: Math.min(n, lotSize), accept: plan[0], reject: plan[1], fullInspection: n >= lotSize };
}

/** Everything the booking form shows: the lot's letter, and per defect class the plan. */
export function aqlFigures(lotSize: number, level: InspectionLevel, aql: { critical: AqlValue; major: AqlValue; minor: AqlValue }) {
  const letter = codeLetter(lotSize, level);
  return {
    letter,
    sampleSize: Math.min(SAMPLE_SIZES[letter], lotSize),
    critical: samplingPlan(letter, aql.critical, lotSize),
    major: samplingPlan(letter, aql.major, lotSize),
    minor: samplingPlan(letter, aql.minor, lotSize),
  };
}

/** The lot's verdict for one defect class: accepted while the defects found stay at or under Ac. */
export const lotAccepted = (defectsFound: number, plan: Pick<SamplingPlan, 'accept'>) => defectsFound <= plan.accept;
