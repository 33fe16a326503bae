import { BUSINESS_AREA_ROUTES, routeKey } from './lines/derive.js';
import type { MenuArea, PortalRoute } from './paths.js';
import { DENIED_PATH, GUEST_APPLICATIONS_PATH, GUEST_INVITATION_PATH, INVITATION_PATH, MEMBERS_PATH, VAULT_PATH } from './paths.js';
import { THIRD_CALLBACK_PATH } from './constants.js';

export * from './paths.js';

const area = (a: MenuArea, rel: string, page?: string): PortalRoute => ({
  path: `/${a}/${rel}`,
  layout: 'main',
  area: a,
  titleKey: `route.${routeKey(a, rel)}`,
  page: page ?? routeKey(a, rel),
});

/**
 * Every route of spec section 2, in one place. The web router is built from this list and the
 * end-to-end journey opens each entry, so a route cannot exist in one and not the other.
 */
export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { path: '/login', layout: 'public', titleKey: 'route.login', page: 'login' },
  { path: '/RegisteredChannel', layout: 'public', titleKey: 'route.registeredChannel', page: 'registeredChannel' },
  { path: '/LoginChannel', layout: 'public', titleKey: 'route.loginChannel', page: 'loginChannel' },
  { path: DENIED_PATH, layout: 'public', titleKey: 'route.denied', page: 'denied' },
  { path: '/qrLogin', layout: 'public', titleKey: 'route.qrConfirm', page: 'qrConfirm' },
  // Public certificate verification (issue 15): the QR code of every certificate PDF opens it filled in.
  { path: '/verify', layout: 'public', titleKey: 'route.verify', page: 'verify' },
  // Issue 32: the public certificate directory (search, subscribe, unsubscribe links) and the scheme finder.
  { path: '/directory', layout: 'public', titleKey: 'route.directory', page: 'directory' },
  { path: '/schemeFinder', layout: 'public', titleKey: 'route.schemeFinder', page: 'schemeFinder' },
  { path: '/dev/outbox', layout: 'public', titleKey: 'route.devOutbox', page: 'devOutbox' },
  { path: THIRD_CALLBACK_PATH, layout: 'public', titleKey: 'route.thirdCallback', page: 'thirdCallback' },
  // Issue 30: the link of an invitation to an organisation (":id" is the invitation's token).
  { path: `${INVITATION_PATH}/:id`, layout: 'public', titleKey: 'route.invitation', page: 'invitation' },
  // Issue 30: a guest's invitation to one application, and what a guest sees of the applications they help with.
  { path: `${GUEST_INVITATION_PATH}/:id`, layout: 'public', titleKey: 'route.guestInvitation', page: 'guestInvitation' },

  { path: '/policyInfo', layout: 'header', titleKey: 'route.policyInfo', page: 'policyInfo' },
  { path: '/myProfile', layout: 'header', titleKey: 'route.myProfile', page: 'myProfile' },
  // The channel-confirmation profile (spec section 2; issue 19), from the account menu of channel partners.
  { path: '/myProfileInfo', layout: 'header', titleKey: 'route.myProfileInfo', page: 'myProfileInfo' },
  // Issue 30: the organisation's members, invitations and audit log, from the account menu.
  { path: MEMBERS_PATH, layout: 'header', titleKey: 'route.members', page: 'members' },
  { path: GUEST_APPLICATIONS_PATH, layout: 'header', titleKey: 'route.guestApplications', page: 'guestApplications' },
  { path: `${GUEST_APPLICATIONS_PATH}/:id`, layout: 'header', titleKey: 'route.guestApplication', page: 'guestApplication' },
  // Issue 31: the organisation's document vault, from the account menu.
  { path: VAULT_PATH, layout: 'header', titleKey: 'route.vault', page: 'vault' },
  { path: '/publicFile', layout: 'header', titleKey: 'route.publicFile', page: 'publicFile' },
  { path: '/messageList', layout: 'header', titleKey: 'route.messageList', page: 'messageList' },
  { path: '/messageDetails', layout: 'header', titleKey: 'route.messageDetails', page: 'messageDetails' },
  // The general conditions of service (spec section 2). Not public: the guard admits only the three
  // public routes; before sign-in the login page shows the same text in a dialog.
  { path: '/terms', layout: 'header', titleKey: 'route.terms', page: 'terms' },

  // The four business areas, their lines' routes and their payment records come from the line registry (lines/derive.ts).
  ...BUSINESS_AREA_ROUTES,

  // Configuration management (spec section 2), staff only.
  area('configuration', 'laboratory'),
  area('configuration', 'product'),
  area('configuration', 'standard'),
  area('configuration', 'dictionary'),
  area('configuration', 'hsCode'),

  // The staff workstation (issue 14): seeded in the menu of staff roles only.
  area('staff', 'queues'),
  area('staff', 'rfc/:id'),
  area('staff', 'customers'),
  area('staff', 'customers/:id'),
  // Issue 19: staff review of the channel partners' confirmation profiles (policy row review_channel).
  area('staff', 'channelProfiles'),
  // Issue 13: the finance desk (policy rows fee_rules and finance_remittances).
  area('staff', 'feeRules'),
  area('staff', 'remittances'),
  area('staff', 'holidays'),
];

/** A concrete URL for a route pattern (":id" filled with a sample), used by tests and links. */
export function samplePath(route: PortalRoute, id = '1'): string {
  return route.path.replace(':id', id);
}
