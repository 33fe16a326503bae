import type { NoticeSummary } from '@tic/shared';
import { AREA_SCREENS, detailPath } from '../../applications';
import { paymentArea, paymentPaths } from '../../payments';
import { http } from '../../../lib/api';
import type { ApplicationArea, ApplicationDetail } from '@tic/shared';

/** The draft review screen of each area that has one (entrusted inspection ends in a report, with no draft). */
const DRAFT_SCREENS: Partial<Record<ApplicationArea, string>> = {
  customsClearance: '/customsClearance/applicationForm/draft',
  communication: '/communication/myApplication/DraftCertificate',
  internationalProduct: '/internationalProduct/myApplication/DraftCertificate',
};
const INFO_REQUESTS = '/internationalProduct/myApplication/NBAdditionalInfo';

type Linked = Pick<NoticeSummary, 'target' | 'application_id'>;

/** The application's own page and area (its form decides both); null when it cannot be read (gone, not mine). */
async function applicationOf(id: number): Promise<{ path: string; area: ApplicationArea; certificateId: number | null } | null> {
  try {
    const a = await http.get<Pick<ApplicationDetail, 'id' | 'form' | 'certificate'>>(`/rfc/detail/${id}`, { silent: true });
    const path = detailPath(a);
    return { path, area: path.split('/')[1] as ApplicationArea, certificateId: a.certificate?.id ?? null };
  } catch {
    return null;
  }
}

/**
 * Where a notice's link leads (issue 27: every notice about an object links to it). Money opens in the payment pages
 * of the area the reader is in (`pathname`); what belongs to an application opens in the application's area.
 */
export async function targetPath(n: Linked, pathname: string): Promise<string | null> {
  const t = n.target;
  if (!t) return null;
  const pay = paymentPaths(paymentArea(pathname));
  switch (t.type) {
    case 'quotation':
      return t.ref ? pay.quotation(t.ref) : pay.feeNotification;
    case 'remittance':
      return t.ref ? `${pay.remittances}?remittance=${encodeURIComponent(t.ref)}` : pay.remittances;
    case 'info_request':
      return INFO_REQUESTS;
    case 'profile':
      return '/myProfile';
    case 'channel_profile':
      return '/myProfileInfo';
    case 'vault':
      return '/myProfile/documents';
    // A staff notice: the application's page in the workstation.
    case 'staff_application':
      return n.application_id ? `/staff/rfc/${n.application_id}` : null;
    default: {
      const app = n.application_id ? await applicationOf(n.application_id) : null;
      if (!app) return null;
      // An expiry reminder: the certificate's page, its renewal stressed.
      if (t.type === 'renewal' && app.certificateId) return `${AREA_SCREENS[app.area].certificates}/${app.certificateId}?follow=renew`;
      if (t.type === 'certificate' && t.ref) return `${AREA_SCREENS[app.area].certificates}?keywords=${encodeURIComponent(t.ref)}`;
      const drafts = DRAFT_SCREENS[app.area];
      if (t.type === 'draft_certificate' && drafts) return `${drafts}?id=${n.application_id}`;
      return app.path;
    }
  }
}

/** The link's words: "Open quotation QT2026-000006", "Open the application", … */
export function targetLabelKey(n: Linked): { key: string; ref?: string } | null {
  const t = n.target;
  if (!t) return null;
  if ((t.type === 'quotation' || t.type === 'remittance') && !t.ref) return { key: `noticeTarget.open.${t.type}List` };
  if (t.type === 'certificate' && !t.ref) return { key: 'noticeTarget.open.application' };
  return { key: `noticeTarget.open.${t.type}`, ref: t.ref ?? undefined };
}
