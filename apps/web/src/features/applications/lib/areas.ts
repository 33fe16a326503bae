/**
 * The screens of each menu area that holds applications: where its list, drafts, certificates and type
 * chooser are, and which route opens each form. The list, drafts, certificate and workbench screens are
 * one each, asked for the area of the address they are opened at (GET …?area=).
 */
import { useLocation } from 'react-router';
import { APPLICATION_AREAS, type ApplicationArea } from '@tic/shared';
// As data in a build (build/routeTable.ts): the workbench's links do not bring the line registry with them (issue 27).
import { FORM_SCREENS } from '../../../lib/routeTable';

/** The form screen of each form (new: this path; an application: this path/{id}), from the line registry. */
export { FORM_SCREENS };

export interface AreaScreens {
  list: string;
  drafts: string;
  certificates: string;
  /** Where a new application starts (the chooser of the area's types). */
  chooser: string;
}
export const AREA_SCREENS: Record<ApplicationArea, AreaScreens> = {
  customsClearance: {
    list: '/customsClearance/applicationForm/applicationList',
    drafts: '/customsClearance/applicationForm/applicationDrafts',
    certificates: '/customsClearance/myCertificate',
    chooser: FORM_SCREENS.customs,
  },
  entrustedInspection: {
    list: '/entrustedInspection/myApplication/entrustedList',
    drafts: '/entrustedInspection/myApplication/entrustedDrafts',
    certificates: '/entrustedInspection/myCertificate',
    chooser: '/entrustedInspection/myApplication/fillInApplication',
  },
  internationalProduct: {
    list: '/internationalProduct/myApplication/applicationList',
    drafts: '/internationalProduct/myApplication/applicationDrafts',
    certificates: '/internationalProduct/myCertificate',
    chooser: '/internationalProduct/myApplication/fillInApplication',
  },
  communication: {
    list: '/communication/myApplication/applicationList',
    drafts: '/communication/myApplication/applicationDrafts',
    certificates: '/communication/myCertificate',
    chooser: '/communication/myApplication/fillInApplication',
  },
};

/** The area of a path (its first segment), customs clearance when it names none. */
export const areaOf = (pathname: string): ApplicationArea => {
  const first = pathname.split('/')[1] ?? '';
  return (APPLICATION_AREAS as readonly string[]).includes(first) ? (first as ApplicationArea) : 'customsClearance';
};
export const useArea = () => areaOf(useLocation().pathname);

/** The title key of a route path of an area ('/entrustedInspection/myCertificate/:id' -> route.entrustedInspection_myCertificate_detail). */
export const routeTitleKey = (path: string) =>
  `route.${path
    .replace(/^\//, '')
    .replace(/\/:id$/, '/detail')
    .replace(/\//g, '_')}`;

/**
 * The list each application page belongs to (issue 27: an application's page highlighted "Fill in application"):
 * a form screen followed by an application's id is that application's page, under its area's list of applications.
 */
export const DETAIL_LISTS: ReadonlyArray<{ base: string; list: string }> = [...new Set(Object.values(FORM_SCREENS))].map((base) => ({
  base,
  list: AREA_SCREENS[areaOf(base)].list,
}));
