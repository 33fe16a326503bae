import { BUSINESS_MENU, PAYMENT_RECORD_PAGES, routeKey, STAFF_POLICY, translate, type BusinessArea, type MenuArea } from '@tic/shared';

/** The menu tree seeded for every role (spec section 2). Titles come from the shared catalogues. */
export interface SeedMenu {
  name: string;
  path: string;
  type: 'menu' | 'group' | 'link';
  titleKey: string;
  redirect?: string;
  icon?: string;
  children?: SeedMenu[];
  /** Roles that get this item (and its children) when it is first seeded; every role when omitted. */
  roles?: string[];
}

const item = (area: MenuArea, rel: string, icon?: string): SeedMenu => ({
  name: rel.split('/').pop() ?? rel,
  path: `/${area}/${rel}`,
  type: 'menu',
  titleKey: `route.${routeKey(area, rel)}`,
  icon,
});
const group = (area: BusinessArea, name: string, rel: string, children: SeedMenu[], icon?: string): SeedMenu => ({
  name,
  path: `/${area}/${rel}`,
  type: 'group',
  titleKey: `menuGroup.${name}`,
  children,
  icon,
});
const top = (area: MenuArea, children: SeedMenu[], redirect = `/${area}/workBench`, roles?: string[]): SeedMenu => ({
  name: area,
  path: `/${area}`,
  type: 'menu',
  titleKey: `area.${area}`,
  redirect,
  children,
  roles,
});

/**
 * The payment records of an area (issue 27: every area that bills has them in its menu): the communication area's
 * pages and titles at the area's own address (PAYMENT_RECORD_PAGES). The detail page has no menu item.
 */
const paymentGroup = (area: BusinessArea, name = `${area}PaymentRecord`): SeedMenu => ({
  ...group(
    area,
    name,
    'paymentRecord',
    PAYMENT_RECORD_PAGES.filter((rel) => !rel.endsWith('/:id')).map((rel) => ({ ...item(area, rel), titleKey: `route.${routeKey('communication', rel)}` })),
    'payment',
  ),
  titleKey: 'menuGroup.communicationPaymentRecord',
});

export const MENU_TREE: SeedMenu[] = [
  // The four business areas, every line in its place (packages/shared/src/lines: areas.ts and each line's `menu`);
  // issue 27: every area bills, so each has the payment records (communication's come from lines/areas.ts).
  ...BUSINESS_MENU.map((m) => (m.name === 'communication' ? m : { ...m, children: [...(m.children ?? []), paymentGroup(m.name as BusinessArea)] })),
  // Configuration management: staff only (config:manage); customers never see it in their menu.
  top(
    'configuration',
    [
      item('configuration', 'laboratory', 'experiment'),
      item('configuration', 'product', 'product'),
      item('configuration', 'standard', 'standard'),
      item('configuration', 'dictionary', 'dictionary'),
      item('configuration', 'hsCode', 'hs'),
    ],
    '/configuration/laboratory',
    ['admin'],
  ),
  // The staff workstation (issue 14): every staff role, never a customer.
  top(
    'staff',
    [
      item('staff', 'queues', 'dashboard'),
      item('staff', 'customers', 'user'),
      // Issue 19: only the roles the shared policy lets review channel profiles (review_channel).
      { ...item('staff', 'channelProfiles', 'audit'), roles: [...STAFF_POLICY.review_channel.roles] },
      // Issue 13: the finance desk's screens, for the roles of their policy rows.
      { ...item('staff', 'remittances', 'payment'), roles: [...STAFF_POLICY.finance_remittances.roles] },
      { ...item('staff', 'feeRules', 'setting'), roles: [...STAFF_POLICY.fee_rules.roles] },
      // The holiday calendar of the service-level clock: the roles of the policy row holiday_calendar (administrators).
      { ...item('staff', 'holidays', 'setting'), roles: [...STAFF_POLICY.holiday_calendar.roles] },
    ],
    '/staff/queues',
    ['admin', 'customer_service', 'acceptance_officer', 'inspector', 'reviewer', 'finance', 'issuer'],
  ),
];

export const titlesOf = (key: string) => ({
  titleZh: translate('zh_CN', key),
  titleEn: translate('en', key),
  titleAr: translate('ar', key),
});
