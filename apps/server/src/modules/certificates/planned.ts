import { CERT_VALID_MONTHS } from '@tic/shared';

/**
 * The certificate an application receives: its number (from the RFC number), route (staff's choice at
 * issue, else the one the form asked for) and validity. The draft the customer reviews and the certificate
 * staff issue are both made here, so the draft shows what will be issued.
 */
export function plannedCertificate(app: { rfcNo: string | null; data: Record<string, unknown> }, route: string | null | undefined, now: Date) {
  if (!app.rfcNo) return null;
  const issue = now.toISOString().slice(0, 10);
  const expiry = new Date(now);
  expiry.setUTCMonth(expiry.getUTCMonth() + CERT_VALID_MONTHS);
  const formRoute = (app.data.kenya as { route?: unknown } | undefined)?.route;
  return {
    certNo: `CoC-${app.rfcNo.replace(/^RFC-/, '')}`,
    route: route ?? (typeof formRoute === 'string' ? formRoute : null),
    issueDate: issue,
    expiryDate: expiry.toISOString().slice(0, 10),
  };
}
