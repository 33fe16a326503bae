import { BUSINESS_MENU, menuItem as item, STAFF_POLICY, translate, type MenuArea, type MenuSeedNode } from '@tic/shared';

/** The menu tree seeded for every role (spec section 2). Titles come from the shared catalogues. */
export interface SeedMenu extends MenuSeedNode {
  children?: SeedMenu[];
  /** Roles that get this item (and its children) when it is first seeded; every role when omitted. */
  roles?: string[];
}

const top = (area: MenuArea, children: SeedMenu[], redirect = `/${area}/workBench`, roles?: string[]): SeedMenu => ({
  name: area,
  path: `/${area}`,
  type: 'menu',
  titleKey: `area.${area}`,
  redirect,
  children,
  roles,
});

export const MENU_TREE: SeedMenu[] = [
  // The four business areas, every line and the payment records in their places (packages/shared/src/lines: areas.ts
  // and each line's `menu`).
  ...BUSINESS_MENU,
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
