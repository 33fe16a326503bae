import { describe, expect, it } from 'vitest';
import { filterVisibleMenu, menuTarget, type MenuItem } from './menu.js';

const node = (name: string, status: number, children: MenuItem[] = [], extra: Partial<MenuItem['meta']> = {}): MenuItem => ({
  name,
  path: `/${name}`,
  application_type_id: null,
  meta: { title: name, status, type: 'menu', redirect_path: null, ...extra },
  children,
});

describe('filterVisibleMenu (only meta.status = 1, recursively)', () => {
  it('drops hidden items at every depth and keeps order', () => {
    const tree = [
      node('a', 1, [node('a1', 1), node('a2', -1, [node('a2x', 1)]), node('a3', 1, [node('a3x', -1), node('a3y', 1)])]),
      node('b', -1, [node('b1', 1)]),
      node('c', 0),
      node('d', 1),
    ];
    const out = filterVisibleMenu(tree);
    expect(out.map((i) => i.name)).toEqual(['a', 'd']);
    expect(out[0]!.children.map((i) => i.name)).toEqual(['a1', 'a3']);
    expect(out[0]!.children[1]!.children.map((i) => i.name)).toEqual(['a3y']);
  });

  it('does not change its input', () => {
    const tree = [node('a', 1, [node('x', -1)])];
    filterVisibleMenu(tree);
    expect(tree[0]!.children).toHaveLength(1);
  });
});

describe('menuTarget', () => {
  it('a link opens a new tab', () => expect(menuTarget(node('l', 1, [], { type: 'link', redirect_path: null }))).toEqual({ kind: 'external', href: '/l' }));
  it('an item with children and a redirect goes to the redirect', () =>
    expect(menuTarget(node('g', 1, [node('x', 1)], { redirect_path: '/g/x' }))).toEqual({ kind: 'route', to: '/g/x' }));
  it('a group without redirect only opens', () => expect(menuTarget(node('g', 1, [node('x', 1)]))).toEqual({ kind: 'none' }));
  it('a leaf goes to its path', () => expect(menuTarget(node('leaf', 1))).toEqual({ kind: 'route', to: '/leaf' }));
});
