import { useLocation } from 'react-router';
import { BUSINESS_AREAS, type BusinessArea } from '@tic/shared';

/**
 * Where the payment records are: every business area has them in its own menu (PAYMENT_RECORD_PAGES, issue 27), so a
 * link from a page of an area stays in that area; from a page of no area (the message center) they are the
 * communication area's, where the spec places them.
 */
export function paymentArea(pathname: string): BusinessArea {
  const first = pathname.split('/')[1] ?? '';
  return (BUSINESS_AREAS as readonly string[]).includes(first) ? (first as BusinessArea) : 'communication';
}

export const paymentPaths = (area: BusinessArea) => {
  const base = `/${area}/paymentRecord`;
  return {
    remittances: `${base}/myRemittanceRecord`,
    remittance: (id: number) => `${base}/myRemittanceRecord/${id}`,
    addRemittance: `${base}/myRemittanceRecord/add`,
    /** The remittance form with these applications' outstanding amounts chosen. */
    pay: (applicationIds: readonly number[]) => `${base}/myRemittanceRecord/add?apps=${applicationIds.join(',')}`,
    unpaid: `${base}/unpaidRecordForm`,
    feeNotification: `${base}/feeNotification`,
    /** The fee notification page with one quotation open (a notice's link). */
    quotation: (no: string) => `${base}/feeNotification?quotation=${encodeURIComponent(no)}`,
  };
};
export type PaymentPaths = ReturnType<typeof paymentPaths>;

/** The payment pages of the area the reader is in. */
export const usePaymentPaths = (): PaymentPaths => paymentPaths(paymentArea(useLocation().pathname));
