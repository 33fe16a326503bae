import { describe, expect, it } from 'vitest';
import { filterVisibleMenu, type MenuItem } from '@tic/shared';
import { FORM_SCREENS } from '@tic/shared';
import { AREA_SCREENS, DETAIL_LISTS } from '../../applications';
import { areaItems, areaLanding, areaOfPath, defaultOpenKeys, findByKey, isAreaAllowed, menuPathOf, selectedItem, sideItemsOf } from './menuModel';

const node = (name: string, path: string, type: string, children: MenuItem[] = [], extra: Partial<MenuItem['meta']> = {}): MenuItem => ({
  name,
  path,
  application_type_id: null,
  meta: { title: name, status: 1, type, redirect_path: null, ...extra },
  children,
});

const cc = '/customsClearance';
const menu: MenuItem[] = [
  node('customsClearance', cc, 'menu', [
    node('workBench', `${cc}/workBench`, 'menu'),
    node('applicationForm', `${cc}/applicationForm`, 'group', [
      node('applicationList', `${cc}/applicationForm/applicationList`, 'menu'),
      node('myApplicationForm', `${cc}/applicationForm/myApplicationForm`, 'menu'),
    ]),
    node('myCertificate', `${cc}/myCertificate`, 'menu'),
    node('guide', 'https://example.com/guide', 'link'),
  ]),
  node('communication', '/communication', 'menu', [node('workBench', '/communication/workBench', 'menu')], { redirect_path: '/communication/workBench' }),
  node('internationalProduct', '/internationalProduct', 'menu', [], { status: -1 }),
];

describe('menu model', () => {
  it('finds the area of a pathname', () => {
    expect(areaOfPath('/communication/notice/acceptance')).toBe('communication');
    expect(areaOfPath('/myProfile')).toBeUndefined();
    expect(areaOfPath('/')).toBeUndefined();
  });

  it('grants only the areas in the visible menu', () => {
    const visible = filterVisibleMenu(menu);
    expect(areaItems(visible).map((i) => i.name)).toEqual(['customsClearance', 'communication']);
    expect(isAreaAllowed(visible, 'customsClearance')).toBe(true);
    expect(isAreaAllowed(visible, 'internationalProduct')).toBe(false);
    expect(isAreaAllowed(visible, 'entrustedInspection')).toBe(false);
  });

  it('gives the side menu of the current area only', () => {
    expect(sideItemsOf(menu, 'customsClearance').map((i) => i.name)).toEqual(['workBench', 'applicationForm', 'myCertificate', 'guide']);
    expect(sideItemsOf(menu, undefined)).toEqual([]);
  });

  it('leads an area to its redirect, else to its workbench', () => {
    expect(areaLanding(menu[1]!)).toBe('/communication/workBench');
    expect(areaLanding(menu[0]!)).toBe('/customsClearance/workBench');
  });

  it('highlights the longest matching page and reports its groups', () => {
    const side = sideItemsOf(menu, 'customsClearance');
    expect(selectedItem(side, `${cc}/myCertificate/12`)).toEqual({ key: `${cc}/myCertificate`, parents: [] });
    expect(selectedItem(side, `${cc}/applicationForm/myApplicationForm/SASelectType`)).toEqual({
      key: `${cc}/applicationForm/myApplicationForm`,
      parents: ['applicationForm'],
    });
    expect(selectedItem(side, `${cc}/workBenchX`)).toBeUndefined();
  });

  it('highlights the list of a detail page (an application under its area’s list), not the form that opens it', () => {
    const side = sideItemsOf(menu, 'customsClearance');
    const details = [{ base: `${cc}/applicationForm/myApplicationForm`, list: `${cc}/applicationForm/applicationList` }];
    expect(menuPathOf(`${cc}/applicationForm/myApplicationForm/42`, details)).toBe(`${cc}/applicationForm/applicationList`);
    expect(selectedItem(side, `${cc}/applicationForm/myApplicationForm/42`, details)).toEqual({
      key: `${cc}/applicationForm/applicationList`,
      parents: ['applicationForm'],
    });
    // A new application (no id) and the form's own sub-pages stay under the form.
    expect(selectedItem(side, `${cc}/applicationForm/myApplicationForm`, details)?.key).toBe(`${cc}/applicationForm/myApplicationForm`);
    expect(selectedItem(side, `${cc}/applicationForm/myApplicationForm/SASelectType`, details)?.key).toBe(`${cc}/applicationForm/myApplicationForm`);
  });

  it('highlights payment records for a remittance’s detail', () => {
    const pay = [
      node('pay', `${cc}/paymentRecord`, 'group', [
        node('rem', `${cc}/paymentRecord/myRemittanceRecord`, 'menu'),
        node('add', `${cc}/paymentRecord/myRemittanceRecord/add`, 'menu'),
        node('fee', `${cc}/paymentRecord/feeNotification`, 'menu'),
      ]),
    ];
    expect(selectedItem(pay, `${cc}/paymentRecord/myRemittanceRecord/7`, DETAIL_LISTS)).toEqual({
      key: `${cc}/paymentRecord/myRemittanceRecord`,
      parents: ['pay'],
    });
    expect(selectedItem(pay, `${cc}/paymentRecord/myRemittanceRecord/add`, DETAIL_LISTS)?.key).toBe(`${cc}/paymentRecord/myRemittanceRecord/add`);
  });

  it('knows every form screen’s list (the application pages of every area)', () => {
    for (const [form, base] of Object.entries(FORM_SCREENS)) {
      const list = DETAIL_LISTS.find((d) => d.base === base)?.list;
      expect(list, form).toBe(AREA_SCREENS[base.split('/')[1] as keyof typeof AREA_SCREENS].list);
    }
    expect(menuPathOf('/entrustedInspection/myApplication/fillInApplication/entrustedForm/5', DETAIL_LISTS)).toBe(
      '/entrustedInspection/myApplication/entrustedList',
    );
    expect(menuPathOf('/entrustedInspection/myApplication/fillInApplication/entrustedForm/5x', DETAIL_LISTS)).toBe(
      '/entrustedInspection/myApplication/fillInApplication/entrustedForm/5x',
    );
  });

  it('opens the default groups and the group of the current page', () => {
    const side = sideItemsOf(menu, 'customsClearance');
    expect(defaultOpenKeys(side, `${cc}/workBench`)).toEqual(['applicationForm']);
    const other: MenuItem[] = [node('extra', '/x/extra', 'group', [node('p', '/x/extra/p', 'menu')])];
    expect(defaultOpenKeys(other, '/x/extra/p')).toEqual(['extra']);
    expect(defaultOpenKeys(other, '/x/elsewhere')).toEqual([]);
  });

  it('finds an item by its menu key', () => {
    const side = sideItemsOf(menu, 'customsClearance');
    expect(findByKey(side, 'applicationForm')?.children).toHaveLength(2);
    expect(findByKey(side, `${cc}/applicationForm/applicationList`)?.name).toBe('applicationList');
    expect(findByKey(side, 'https://example.com/guide')?.meta.type).toBe('link');
  });
});
