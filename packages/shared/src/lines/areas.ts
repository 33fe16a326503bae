/**
 * The four business areas as the lines fill them: each area's own routes and menu (its workbench, lists, drafts,
 * certificates, payment records ...) with a slot where the lines of the area put theirs (`LINES`), and the
 * parent application type the area's types hang under. Areas are not lines: a new line never edits this file.
 */
import type { ApplicationArea } from '../forms/declaration.js';
import type { LineType, Names } from './types.js';

/** Where the area's lines go: their routes (in registry order), or their menu groups / items. */
export const LINES = '@lines' as const;

/**
 * Where the area's payment records go (spec section 2 places them under communication/paymentRecord; issue 27: every
 * area bills, so each has them at its own address, titled as communication's, and the customer stays in its area).
 */
export const PAYMENTS = '@payments' as const;
/** The pages of the payment records, under each area (the detail page has no menu item). */
export const PAYMENT_RECORD_PAGES = [
  'paymentRecord/myRemittanceRecord',
  'paymentRecord/myRemittanceRecord/add',
  'paymentRecord/myRemittanceRecord/:id',
  'paymentRecord/unpaidRecordForm',
  'paymentRecord/feeNotification',
] as const;

export interface AreaMenuGroup {
  name: string;
  rel: string;
  icon: string;
  /** Menu items (paths under the area) and, where the lines' items go, LINES. */
  rels: readonly string[];
}
export type AreaMenuEntry = { item: string; icon?: string } | { group: AreaMenuGroup } | typeof LINES | typeof PAYMENTS;

export interface AreaDefinition {
  area: ApplicationArea;
  /** The area's routes (paths under it; LINES where the lines' routes go, PAYMENTS the payment records'). Pages are the route keys. */
  routes: readonly string[];
  /** The workbench route opens the shared workbench page, not a page of its own. */
  menu: readonly AreaMenuEntry[];
  /** The parent application type of the area (the type seed), and any type the area lists that no form serves. */
  parentType: { code: string; names: Names; extraChildren: readonly Omit<LineType, 'dictionary'>[] };
}

const myCertificate = ['myCertificate', 'myCertificate/:id'];

export const AREAS: readonly AreaDefinition[] = [
  {
    area: 'customsClearance',
    routes: ['workBench', 'applicationForm/applicationDrafts', 'applicationForm/applicationList', 'applicationForm/draft', LINES, ...myCertificate, PAYMENTS],
    menu: [
      { item: 'workBench', icon: 'dashboard' },
      {
        group: {
          name: 'applicationForm',
          rel: 'applicationForm',
          icon: 'form',
          rels: [LINES, 'applicationForm/applicationDrafts', 'applicationForm/applicationList', 'applicationForm/draft'],
        },
      },
      { item: 'myCertificate', icon: 'certificate' },
      PAYMENTS,
    ],
    parentType: {
      code: 'export_conformity',
      names: { zh: '出口产品符合性认证', en: 'Export product conformity certification', ar: 'شهادة مطابقة منتجات التصدير' },
      extraChildren: [],
    },
  },
  {
    area: 'entrustedInspection',
    routes: [
      'workBench',
      'myApplication/fillInApplication',
      'myApplication/fillInApplication/selectType',
      LINES,
      'myApplication/entrustedDrafts',
      'myApplication/entrustedList',
      ...myCertificate,
      PAYMENTS,
    ],
    menu: [
      { item: 'workBench', icon: 'dashboard' },
      {
        group: {
          name: 'entrustedMyApplication',
          rel: 'myApplication',
          icon: 'form',
          rels: [
            'myApplication/fillInApplication',
            'myApplication/fillInApplication/selectType',
            LINES,
            'myApplication/entrustedDrafts',
            'myApplication/entrustedList',
          ],
        },
      },
      { item: 'myCertificate', icon: 'certificate' },
      PAYMENTS,
    ],
    parentType: { code: 'entrusted_inspection', names: { zh: '委托检验', en: 'Entrusted inspection', ar: 'الفحص بالتكليف' }, extraChildren: [] },
  },
  {
    area: 'communication',
    routes: [
      'workBench',
      'myApplication/fillInApplication',
      LINES,
      'myApplication/applicationDrafts',
      'myApplication/applicationList',
      'myApplication/DraftCertificate',
      ...myCertificate,
      'notice/sampleDelivery',
      'notice/sampleReceipt',
      'notice/acceptance',
      'notice/dataReview',
      PAYMENTS,
    ],
    menu: [
      { item: 'workBench', icon: 'dashboard' },
      {
        group: {
          name: 'communicationMyApplication',
          rel: 'myApplication',
          icon: 'form',
          rels: ['myApplication/fillInApplication', 'myApplication/applicationDrafts', 'myApplication/applicationList', 'myApplication/DraftCertificate'],
        },
      },
      LINES,
      { item: 'myCertificate', icon: 'certificate' },
      {
        group: {
          name: 'communicationNotice',
          rel: 'notice',
          icon: 'notice',
          rels: ['notice/sampleDelivery', 'notice/sampleReceipt', 'notice/acceptance', 'notice/dataReview'],
        },
      },
      PAYMENTS,
    ],
    parentType: {
      code: 'communication',
      names: { zh: '通信产品认证', en: 'Communication product certification', ar: 'شهادة منتجات الاتصالات' },
      extraChildren: [],
    },
  },
  {
    area: 'internationalProduct',
    routes: [
      'workBench',
      'myApplication/fillInApplication',
      LINES,
      'myApplication/applicationDrafts',
      'myApplication/applicationList',
      'myApplication/DraftCertificate',
      ...myCertificate,
      'certificationInformation/invoiceInformation',
      'certificationInformation/postalManagement',
      PAYMENTS,
    ],
    menu: [
      { item: 'workBench', icon: 'dashboard' },
      LINES,
      {
        group: {
          name: 'internationalMyApplication',
          rel: 'myApplication',
          icon: 'form',
          rels: [
            'myApplication/fillInApplication',
            LINES,
            'myApplication/applicationDrafts',
            'myApplication/applicationList',
            'myApplication/DraftCertificate',
          ],
        },
      },
      { item: 'myCertificate', icon: 'certificate' },
      {
        group: {
          name: 'certificationInformation',
          rel: 'certificationInformation',
          icon: 'setting',
          rels: ['certificationInformation/invoiceInformation', 'certificationInformation/postalManagement'],
        },
      },
      PAYMENTS,
    ],
    parentType: {
      code: 'international_product',
      names: { zh: '国际产品认证', en: 'International product certification', ar: 'شهادة المنتجات الدولية' },
      // The notified body's umbrella scheme: listed under the area, chosen through NB/RED's own types.
      extraChildren: [
        {
          code: 'nb_red',
          names: {
            zh: 'NB/RED 公告机构认证（2014/53/EU）',
            en: 'NB/RED notified-body certification (2014/53/EU)',
            ar: 'شهادة الجهة المُخطِرة NB/RED (2014/53/EU)',
          },
          sort: 0,
        },
      ],
    },
  },
];
