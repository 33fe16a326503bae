/**
 * What a quotation line bills, as a code (issue 28): the cancellation rules keep lines by their code (the inspection
 * fee of a late entrusted cancellation, the application fee of a started certification), never by reading the
 * service text staff typed. Staff choose it on the quotation form; a line sent without one (an older client, the API)
 * gets the code its service text names in any of the three languages, else `other`; the express surcharge the server
 * adds is `surcharge`. Migration 0049 gave every existing line the code its text named.
 */
import type { QuotationLineKind } from './express.js';

export const FEE_CODES = ['inspection', 'application', 'testing', 'certificate', 'travel', 'surcharge', 'other'] as const;
export type FeeCode = (typeof FEE_CODES)[number];

/** A service text that names the inspection fee (three languages, any case). */
export const INSPECTION_FEE = /inspection|检验|验货|فحص/i;
/** A service text that names the application fee (three languages, any case). */
export const APPLICATION_FEE = /application fee|申请费|رسوم الطلب/i;

/** The code a line's service text names (the default when none was chosen). */
export function feeCodeOfService(service: string, kind: QuotationLineKind = 'service'): FeeCode {
  if (kind === 'express_surcharge') return 'surcharge';
  if (APPLICATION_FEE.test(service)) return 'application';
  if (INSPECTION_FEE.test(service)) return 'inspection';
  return 'other';
}

/** A line's code: the one chosen, else the one its service text names. */
export const feeCodeOf = (l: { service: string; kind?: QuotationLineKind; fee_code?: FeeCode | null }): FeeCode =>
  l.fee_code ?? feeCodeOfService(l.service, l.kind);
