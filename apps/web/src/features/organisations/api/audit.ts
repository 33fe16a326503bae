import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_FRONTEND, errorMessageKey, LANG_HEADER } from '@tic/shared';
import { http } from '../../../lib/api';
import { currentLang, t } from '../../../lib/i18n';
import { organisationHeaders } from '../../../lib/organisation';
import { session } from '../../../lib/storage';
import { ORGANISATIONS_KEY } from './organisations';
import type { AuditPage } from './types';

/** GET /organisations/current/audit: one page of the organisation's audit log. */
export const useAuditLog = (page: number, perPage: number) =>
  useQuery({
    queryKey: [...ORGANISATIONS_KEY, 'audit', page, perPage],
    queryFn: ({ signal }) => http.get<AuditPage>('/organisations/current/audit', { signal, query: { current_page: page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });

/**
 * GET /organisations/current/audit.csv, saved as a file. Fetched (not a link) so that it carries the tab's
 * x-organisation header, then handed to the browser as a download.
 */
export async function downloadAuditCsv(fileName: string): Promise<void> {
  const res = await fetch(`${API_FRONTEND}/organisations/current/audit.csv`, {
    credentials: 'include',
    headers: { ...organisationHeaders(session), [LANG_HEADER]: currentLang() },
  });
  if (!res.ok) {
    // The envelope's msg is worded in the user's language; a body that is not the envelope gets the catalogue's text.
    const body = (await res.json().catch(() => null)) as { msg?: unknown } | null;
    throw new Error(typeof body?.msg === 'string' && body.msg ? body.msg : t(errorMessageKey(res.status)));
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
