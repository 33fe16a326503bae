import { CERT_VALID_MONTHS, FORM_DECLARATIONS, type ApplicationForm } from '@tic/shared';

/**
 * The certificate an application receives: its number (from the RFC number), route (staff's choice at
 * issue, else the one the form asked for) and validity. The draft the customer reviews and the certificate
 * staff issue are both made here, so the draft shows what will be issued.
 */
export function plannedCertificate(app: { rfcNo: string | null; data: Record<string, unknown>; form?: string }, route: string | null | undefined, now: Date) {
  if (!app.rfcNo) return null;
  const issue = now.toISOString().slice(0, 10);
  const expiry = new Date(now);
  // The line's own validity where it has one (GCC G-Mark: 3 years from first issue).
  expiry.setUTCMonth(expiry.getUTCMonth() + (FORM_DECLARATIONS[app.form as ApplicationForm]?.certificateValidMonths ?? CERT_VALID_MONTHS));
  const formRoute = (app.data.kenya as { route?: unknown } | undefined)?.route;
  return {
    certNo: `CoC-${app.rfcNo.replace(/^RFC-/, '')}`,
    route: route ?? (typeof formRoute === 'string' ? formRoute : null),
    issueDate: issue,
    expiryDate: expiry.toISOString().slice(0, 10),
  };
}
