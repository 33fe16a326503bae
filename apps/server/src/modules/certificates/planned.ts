import { CERT_VALID_MONTHS, validityMonthsOf } from '@tic/shared';

/**
 * The certificate an application receives: its number (from the RFC number), route (staff's choice at
 * issue, else the one the form asked for) and validity. The draft the customer reviews and the certificate
 * staff issue are both made here, so the draft shows what will be issued.
 */
export function plannedCertificate(app: { rfcNo: string | null; data: Record<string, unknown>; form?: string }, route: string | null | undefined, now: Date) {
  if (!app.rfcNo) return null;
  const issue = now.toISOString().slice(0, 10);
  const expiry = new Date(now);
  // The line's own validity (GCC G-Mark: 3 years from first issue). A line issuing a report has none (its record
  // keeps the general expiry, as before the line registry).
  expiry.setUTCMonth(expiry.getUTCMonth() + (validityMonthsOf(app.form) ?? CERT_VALID_MONTHS));
  const formRoute = (app.data.kenya as { route?: unknown } | undefined)?.route;
  return {
    certNo: `CoC-${app.rfcNo.replace(/^RFC-/, '')}`,
    route: route ?? (typeof formRoute === 'string' ? formRoute : null),
    issueDate: issue,
    expiryDate: expiry.toISOString().slice(0, 10),
  };
}
