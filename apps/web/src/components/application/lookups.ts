/**
 * Look-ups of the application forms (spec section 7): HS codes from the reference table, ports
 * (UN/LOCODE), units (UN/ECE) and companies (from 2 characters). Each answers suggestions for an
 * AutoComplete: the value written into the field and a label to show.
 */
import type { HsCode, Page } from '@tic/shared';
import { http } from '../../lib/api';

export interface Suggestion {
  value: string;
  label: string;
  /** A company's party as last entered by the user (company look-up): picking it fills the party in. */
  party?: Record<string, unknown>;
}

export type LookupKind = 'hs' | 'port' | 'unit' | 'company';

/** Company look-up starts at 2 characters (spec section 5); the others at the first one. */
export const LOOKUP_MIN_CHARS: Record<LookupKind, number> = { hs: 1, port: 1, unit: 1, company: 2 };

type Row = Record<string, unknown>;
const text = (r: Row, ...keys: string[]) => keys.map((k) => r[k]).find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? '';
const rowsOf = (data: unknown): Row[] =>
  (Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { data?: unknown }).data)
      ? (data as { data: unknown[] }).data
      : []) as Row[];

export async function lookup(kind: LookupKind, keyword: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const q = keyword.trim();
  if (q.length < LOOKUP_MIN_CHARS[kind]) return [];
  switch (kind) {
    case 'hs': {
      const page = await http.get<Page<HsCode>>('/hs/search', { query: { keyword: q, current_page: 1, per_page: 20 }, signal, silent: true });
      return page.data.map((h) => ({ value: h.code, label: `${h.code} · ${h.description}` }));
    }
    case 'port':
    case 'unit': {
      const data = await http.get<unknown>(`/${kind}/keyword`, { query: { keyword: q }, signal, silent: true });
      return rowsOf(data).map((r) => {
        const code = text(r, 'code', 'locode');
        const name = text(r, 'name', 'label');
        return { value: code || name, label: code && name ? `${code} · ${name}` : code || name };
      });
    }
    case 'company': {
      const data = await http.get<unknown>('/common/getFuzzyList', { query: { searchKey: q }, signal, silent: true, shared: true });
      return rowsOf(data)
        .map((r) => ({ name: text(r, 'Name', 'name'), party: r.party && typeof r.party === 'object' ? (r.party as Record<string, unknown>) : undefined }))
        .filter((r) => r.name)
        .map(({ name, party }) => ({ value: name, label: name, party }));
    }
  }
}
