import { expiryAtIssue, expiryOf } from '@tic/shared';
import { badRequest } from '../../platform/errors.js';

/**
 * The certificate an application receives: its number (from the RFC number), route (staff's choice at
 * issue, else the one the form asked for) and validity (the application type's, declared with its line:
 * lines/validity.ts; null when it does not expire; `validUntil`, staff's choice at issue, may shorten it, never
 * lengthen it: 400). The draft the customer reviews and the certificate staff issue are both made here, so the
 * draft shows what will be issued.
 */
export function plannedCertificate(
  app: { rfcNo: string | null; data: Record<string, unknown>; form?: string; applicationType?: string },
  route: string | null | undefined,
  now: Date,
  validUntil?: string,
) {
  if (!app.rfcNo) return null;
  const issue = now.toISOString().slice(0, 10);
  const formRoute = (app.data.kenya as { route?: unknown } | undefined)?.route;
  const chosen = route ?? (typeof formRoute === 'string' ? formRoute : null);
  const atIssue = expiryAtIssue(expiryOf({ form: app.form, type: app.applicationType, route: chosen }, issue), issue, validUntil);
  if ('refused' in atIssue) throw badRequest(atIssue.refused.key, 'max' in atIssue.refused ? { max: atIssue.refused.max } : {});
  return {
    certNo: `CoC-${app.rfcNo.replace(/^RFC-/, '')}`,
    route: chosen,
    issueDate: issue,
    expiryDate: atIssue.expiry,
  };
}
