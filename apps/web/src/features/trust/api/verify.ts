import { API_FRONTEND, LANG_HEADER, type VerifyPdfResult, type VerifyResult } from '@tic/shared';
import { currentLang } from '../../../lib/i18n';

/** What a check answers the page: the result, or that this client is over its limit. */
export type CheckOutcome = { kind: 'result'; result: VerifyResult } | { kind: 'tooMany' } | { kind: 'failed' };

/**
 * GET /public/verify. Plain fetch with cache "no-cache": the JSON is cacheable for a minute for other
 * systems, but a person re-checking here must see a status that just changed.
 */
export async function checkCertificate(no: string, code: string): Promise<CheckOutcome> {
  const q = new URLSearchParams({ no, code });
  try {
    const res = await fetch(`${API_FRONTEND}/public/verify?${q}`, { cache: 'no-cache', headers: { [LANG_HEADER]: currentLang(), Accept: 'application/json' } });
    if (res.status === 429) return { kind: 'tooMany' };
    if (!res.ok) return { kind: 'failed' };
    return { kind: 'result', result: ((await res.json()) as { data: VerifyResult }).data };
  } catch {
    return { kind: 'failed' };
  }
}

/** POST /public/verify/pdf with the file as the body: whether it is byte for byte a PDF we issued. */
export async function checkPdf(file: File): Promise<{ ok: true; result: VerifyPdfResult } | { ok: false; message: string | null; tooMany: boolean }> {
  try {
    const res = await fetch(`${API_FRONTEND}/public/verify/pdf`, {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': 'application/pdf', [LANG_HEADER]: currentLang(), Accept: 'application/json' },
    });
    const body = (await res.json().catch(() => null)) as { data?: VerifyPdfResult; msg?: string } | null;
    if (res.ok && body?.data) return { ok: true, result: body.data };
    return { ok: false, message: body?.msg ?? null, tooMany: res.status === 429 };
  } catch {
    return { ok: false, message: null, tooMany: false };
  }
}
