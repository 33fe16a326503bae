import { findSchemes, isFinderHs, normalizeFinderHs, type FinderResult, type Locale } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../platform/errors.js';
import { pick } from '../../platform/i18n.js';
import { hsRowsByCodes, hsRowsByWords } from '../hs/service.js';
import { hsKnowledge } from '../hs/known.js';
import { feeRuleOfType } from '../payments/feeRules.js';
import { predictionForNew } from '../applications/prediction.js';

type HsRow = Awaited<ReturnType<typeof hsRowsByCodes>>[number];
const describe = (r: HsRow | undefined, locale: Locale) => (r ? (pick(locale, r.descriptionZh, r.descriptionEn, r.descriptionAr) ?? r.descriptionEn) : null);

/** The HS row that describes a code: itself, else its subheading or heading (a national 8-12 digit code the table does not hold). */
async function hsRowOf(db: Db, code: string): Promise<HsRow | undefined> {
  const candidates = [code, code.slice(0, 6), code.slice(0, 4)].filter((c, i, a) => c.length >= 4 && a.indexOf(c) === i);
  const rows = await hsRowsByCodes(db, candidates);
  return candidates.map((c) => rows.find((r) => r.code === c)).find(Boolean);
}

/** The first heading or subheading whose description holds every word (the broadest first, as the HS search). */
async function hsByDescription(db: Db, description: string): Promise<HsRow | undefined> {
  const words = description.split(/\s+/).filter(Boolean).slice(0, 8);
  const rows = await hsRowsByWords(db, words, 20);
  return rows.find((r) => r.code.length >= 4);
}

/**
 * GET /public/scheme-finder: the schemes (line, application type) that apply to goods of an HS code, or of the first
 * heading a description matches, sold in a destination; their documents, the instant-quote rule in force and the
 * predicted completion of one submitted now. Every
 * case that finds nothing is a 400 naming why (the shared finder's problems, an unknown code, an unmatched description).
 */
export async function findScheme(db: Db, q: { hs?: string; description?: string; destination?: string }, locale: Locale): Promise<FinderResult> {
  let row: HsRow | undefined;
  if (q.hs) {
    if (!isFinderHs(q.hs)) throw badRequest('directory.finder.badHs');
    const code = normalizeFinderHs(q.hs);
    // Unknown by the one definition (hs/known.ts: its subheading, a heading itself, not in a loaded table). While no
    // HS edition is loaded the table knows nothing: the finder then goes by the chapter alone rather than refuse every code.
    if ((await hsKnowledge(db, [code]))(code) === false) throw badRequest('directory.finder.unknownHs');
    row = await hsRowOf(db, code);
  } else if (q.description) {
    row = await hsByDescription(db, q.description);
    if (!row) throw badRequest('directory.finder.noDescription');
  } else throw badRequest('directory.finder.needInput');
  const hs = q.hs ? normalizeFinderHs(q.hs) : row!.code;
  const found = findSchemes({ hs, destination: q.destination ?? '' });
  if (!found.ok) throw badRequest(found.problem);
  const matches = await Promise.all(
    found.matches.map(async (m) => {
      // The rule in force (staff may have changed it since the line declared it; none: staff quote).
      // The prediction: of an application of that line and type submitted now (insufficient: no date is made up).
      const [rule, prediction] = await Promise.all([feeRuleOfType(db, m.type), predictionForNew(db, m.form, m.type)]);
      return {
        form: m.form,
        type: m.type,
        documents: m.documents.map((d) => ({ file_type: d.fileType, required: d.required })),
        quote: rule ? { percent: rule.percent, min: rule.min_amount, max: rule.max_amount, currency: rule.currency } : null,
        prediction,
      };
    }),
  );
  return { hs, hs_description: describe(row, locale), destination: found.destination, matches };
}
