/**
 * The consistency check as the customer types (issue 31, docs/consistency.md): the same `findingsOf` of the form's
 * declared rules the server runs at submit, on the form's current values. The HS table is asked through the HS
 * search (a subheading it holds is known; one it lacks, while it holds the chapter, is not; an empty table knows
 * nothing), each subheading once per page load; whether a number is the organisation's own is the server's to say.
 */
import { useEffect, useMemo, useState } from 'react';
import { FORM_DECLARATIONS, findingsOf, type ApplicationForm, type CheckContext, type Finding, type HsCode, type Page } from '@tic/shared';
import { http } from '../../../lib/api';
import { toPayload, type FormValues } from './payload';

const known = new Map<string, boolean | undefined>();
const asking = new Map<string, Promise<void>>();

async function ask(sub: string): Promise<void> {
  const page = (keyword: string, perPage: number) =>
    http.get<Page<HsCode>>('/hs/search', { query: { keyword, current_page: 1, per_page: perPage }, silent: true });
  try {
    const exact = await page(sub, 100);
    if (exact.data.some((c) => c.code === sub)) known.set(sub, true);
    else known.set(sub, (await page(sub.slice(0, 2), 1)).total > 0 ? false : undefined);
  } catch {
    known.set(sub, undefined);
  }
}

/** The subheadings the rules ask about on these values (a first run that answers "not known" to each). */
function askedSubheadings(form: ApplicationForm, payload: Record<string, unknown>): string[] {
  const asked = new Set<string>();
  findingsOf(FORM_DECLARATIONS[form], payload, { hsKnown: (s) => void asked.add(s) });
  return [...asked];
}

/** The findings of the form's consistency rules on `values`. */
export function useConsistency(form: ApplicationForm, values: FormValues | undefined): Finding[] {
  const payload = useMemo(() => (values ? toPayload(values) : null), [values]);
  const [answers, setAnswers] = useState(0);
  const subs = useMemo(() => (payload ? askedSubheadings(form, payload) : []), [form, payload]);
  useEffect(() => {
    let live = true;
    const missing = subs.filter((s) => !known.has(s));
    if (!missing.length) return;
    void Promise.all(
      missing.map((s) => {
        const p = asking.get(s) ?? ask(s);
        asking.set(s, p);
        return p;
      }),
    ).then(() => live && setAnswers((n) => n + 1));
    return () => {
      live = false;
    };
  }, [subs]);
  return useMemo(() => {
    if (!payload) return [];
    const ctx: CheckContext = { hsKnown: (s) => known.get(s) };
    return findingsOf(FORM_DECLARATIONS[form], payload, ctx);
    // `answers` counts the HS table's answers: the findings are worked out again when one arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, payload, answers]);
}

/** The findings on these values right now (the HS table's answers had so far): what the submit button checks. */
export const findingsNow = (form: ApplicationForm, values: FormValues): Finding[] =>
  findingsOf(FORM_DECLARATIONS[form], toPayload(values), { hsKnown: (s) => known.get(s) });
