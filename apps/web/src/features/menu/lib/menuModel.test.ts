import { describe, expect, it } from 'vitest';
import { filterVisibleMenu, type MenuItem } from '@tic/shared';
import { areaItems, areaLanding, areaOfPath, defaultOpenKeys, findByKey, isAreaAllowed, selectedItem, sideItemsOf } from './menuModel';

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
