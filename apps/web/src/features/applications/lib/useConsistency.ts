/**
 * The consistency check as the customer types (issue 31, docs/consistency.md): the same `findingsOf` of the form's
 * declared rules the server runs at submit, on the form's current values. Whether an HS code is known is the one
 * definition of packages/shared hsKnown.ts (`hsCodeKnown`); the web sees the table through the HS search, once per
 * table code per page load: whether it holds the code, and (its only view of "an edition is loaded") whether it holds
 * the code's chapter at all. The declared data of the vault documents the attachments reference (the `document.*`
 * rules) is read once per document per page load (GET /vault/:id: the organisation's own; another's says nothing).
 * Whether a number is the organisation's own is the server's to say.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  FORM_DECLARATIONS,
  findingsOf,
  hsCodeKnown,
  hsTableCodeOf,
  type ApplicationForm,
  type CheckContext,
  type DeclaredDocument,
  type Finding,
  type HsCode,
  type HsTableView,
  type Page,
  type VaultDocumentDetail,
} from '@tic/shared';
import { http } from '../../../lib/api';
import { toPayload, type FormValues } from './payload';

/** The table's answer per table code (a subheading or heading); null when the search could not be asked. */
const views = new Map<string, HsTableView | null>();
const asking = new Map<string, Promise<void>>();

async function ask(tableCode: string): Promise<void> {
  const page = (keyword: string, perPage: number) =>
    http.get<Page<HsCode>>('/hs/search', { query: { keyword, current_page: 1, per_page: perPage }, silent: true });
  try {
    const exact = await page(tableCode, 100);
    const holds = exact.data.some((c) => c.code === tableCode);
    const loaded = holds || (await page(tableCode.slice(0, 2), 1)).total > 0;
    views.set(tableCode, { loaded, holds: (c) => c === tableCode && holds });
  } catch {
    views.set(tableCode, null);
  }
}

/** Whether an HS code is known, by the one definition, from the answers had so far (undefined until asked). */
const hsKnown = (code: string): boolean | undefined => {
  const tableCode = hsTableCodeOf(code);
  const view = tableCode ? views.get(tableCode) : undefined;
  return view ? hsCodeKnown(code, view) : undefined;
};

/** The vault documents' declared data by id; null when it could not be read (not the organisation's, gone). */
const documents = new Map<number, DeclaredDocument | null>();

async function askDocument(id: number): Promise<void> {
  try {
    const d = await http.get<VaultDocumentDetail>(`/vault/${id}`, { silent: true });
    documents.set(id, { kind: d.kind, number: d.number, covers: d.covers, brands: d.brands, factories: d.factories });
  } catch {
    documents.set(id, null);
  }
}
const vaultDocument = (id: number) => documents.get(id) ?? undefined;

/** What the rules ask about on these values (a first run that answers "not known" to each): table codes, vault documents. */
function askedOf(form: ApplicationForm, payload: Record<string, unknown>): string[] {
  const asked = new Set<string>();
  findingsOf(FORM_DECLARATIONS[form], payload, {
    hsKnown: (code) => {
      const tableCode = hsTableCodeOf(code);
      if (tableCode) asked.add(tableCode);
      return undefined;
    },
    vaultDocument: (id) => {
      asked.add(`vault:${id}`);
      return undefined;
    },
  });
  return [...asked];
}
const answered = (q: string) => (q.startsWith('vault:') ? documents.has(Number(q.slice(6))) : views.has(q));
const askFor = (q: string) => (q.startsWith('vault:') ? askDocument(Number(q.slice(6))) : ask(q));

/** The findings of the form's consistency rules on `values`. */
export function useConsistency(form: ApplicationForm, values: FormValues | undefined): Finding[] {
  const payload = useMemo(() => (values ? toPayload(values) : null), [values]);
  const [answers, setAnswers] = useState(0);
  const subs = useMemo(() => (payload ? askedOf(form, payload) : []), [form, payload]);
  useEffect(() => {
    let live = true;
    const missing = subs.filter((s) => !answered(s));
    if (!missing.length) return;
    void Promise.all(
      missing.map((s) => {
        const p = asking.get(s) ?? askFor(s);
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
    const ctx: CheckContext = { hsKnown, vaultDocument };
    return findingsOf(FORM_DECLARATIONS[form], payload, ctx);
    // `answers` counts the HS table's and the vault's answers: the findings are worked out again when one arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, payload, answers]);
}

/** The findings on these values right now (the answers had so far): what the submit button checks. */
export const findingsNow = (form: ApplicationForm, values: FormValues): Finding[] =>
  findingsOf(FORM_DECLARATIONS[form], toPayload(values), { hsKnown, vaultDocument });
