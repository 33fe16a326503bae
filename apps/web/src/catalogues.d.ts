/** One language's merged catalogue, served by build/catalogues.ts. */
declare module 'virtual:tic-catalogue/*' {
  const messages: import('@tic/shared').Messages;
  export default messages;
}

/** The route table as data, served by build/routeTable.ts. */
declare module 'virtual:tic-routes' {
  export const PORTAL_ROUTES: readonly import('@tic/shared').PortalRoute[];
  export const LINE_PAGE_SCREENS: import('../build/routeTable').LinePageScreens;
  export const FORM_SCREENS: Readonly<Record<import('@tic/shared').ApplicationForm, string>>;
}
