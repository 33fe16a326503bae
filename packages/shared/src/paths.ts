import { THIRD_CALLBACK_PATH } from './constants.js';
/**
 * The routes' types, the public paths and the paths the app names (routes.ts re-exports them all). Apart from the
 * route list (routes.ts), which is derived from the line registry: what the web entry's guard reads (HOME_PATH,
 * isPublicPath) comes without every line's form (issue 27: the entry's bytes).
 */
export type RouteLayout = 'public' | 'header' | 'main';
export type BusinessArea = 'customsClearance' | 'entrustedInspection' | 'communication' | 'internationalProduct';
/** Top-menu areas with a side menu: the four business areas, and the staff-only configuration area. */
export type MenuArea = BusinessArea | 'configuration' | 'staff';

export interface PortalRoute {
  /** Path pattern as React Router reads it (":id" for the {id} of the spec). */
  path: string;
  layout: RouteLayout;
  area?: MenuArea;
  /** i18n key of the page title. */
  titleKey: string;
  /** Page id the web app maps to a component; routes without a finished screen show the in-preparation state. */
  page: string;
}

/**
 * The three public routes of the spec, plus two of the accounts release that must open without a session:
 * the demo outbox (a new user reads the registration code there before having an account) and the page a
 * third-party provider sends the browser back to (THIRD_CALLBACK_PATH; unlike /login it does not sign out,
 * so that a signed-in user can link a provider).
 */
export const PUBLIC_PATHS = [
  '/login',
  '/RegisteredChannel',
  '/LoginChannel',
  '/qrLogin',
  '/dev/outbox',
  THIRD_CALLBACK_PATH,
  '/verify',
  // Issue 32: the public certificate directory (with its subscriptions) and the scheme finder.
  '/directory',
  '/schemeFinder',
] as const;
export const DIRECTORY_PATH = '/directory';
export const SCHEME_FINDER_PATH = '/schemeFinder';
/**
 * Public routes with a parameter (issue 30): the invitation link /invitation/<token> opens without a session, so
 * that an invitee without an account sees what it is invited to before registering.
 */
export const PUBLIC_PREFIXES = ['/invitation/', '/guestInvitation/'] as const;
export const INVITATION_PATH = '/invitation';
/** A guest's invitation to one application (issue 30), and the applications a guest helps with. */
export const GUEST_INVITATION_PATH = '/guestInvitation';
export const GUEST_APPLICATIONS_PATH = '/guestApplications';
export const MEMBERS_PATH = '/myProfile/members';
/** Issue 31: the organisation's document vault. */
export const VAULT_PATH = '/myProfile/documents';
export const HOME_PATH = '/customsClearance/workBench';
export const LOGIN_PATH = '/login';
/** A path of this app to go to after signing in: absolute and protocol-relative URLs are refused (open redirect). */
export const isAppPath = (v: string): boolean => v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\');
export const DENIED_PATH = '/403';

export const BUSINESS_AREAS: readonly BusinessArea[] = ['customsClearance', 'entrustedInspection', 'communication', 'internationalProduct'];
/** The configuration area is seeded in the menu of staff roles only (config:manage); a customer gets the denied page. */
export const MENU_AREAS: readonly MenuArea[] = [...BUSINESS_AREAS, 'configuration', 'staff'];

export function isPublicPath(pathname: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(pathname) || PUBLIC_PREFIXES.some((p) => pathname.startsWith(p) && pathname.length > p.length);
}
