import { describe, expect, it, vi } from 'vitest';
import { HOME_PATH } from '@tic/shared';
import { ORGANISATION_KEY } from '../../../lib/organisation';
import { currentOf, othersOf, showsSwitcher, switchOrganisation, unreadElsewhere } from './switcher';
import type { OrganisationList } from '../api/types';

const list: OrganisationList = {
  current: 3,
  items: [
    { id: 1, name: 'Zeta Trading', role: 'finance', own: false, unread: 2 },
    { id: 2, name: 'My Company', role: 'owner', own: true, unread: 0 },
    { id: 3, name: 'Alpha Export', role: 'applicant', own: false, unread: 5 },
    { id: 4, name: 'Beta Group', role: 'viewer', own: false, unread: 1 },
  ],
};

describe('the organisation switcher', () => {
  it('shows only for a person in more than one organisation', () => {
    expect(showsSwitcher(undefined)).toBe(false);
    expect(showsSwitcher({ current: 2, items: [list.items[1]!] })).toBe(false);
    expect(showsSwitcher(list)).toBe(true);
  });

  it("names the server's current organisation, else the person's own", () => {
    expect(currentOf(list)?.id).toBe(3);
    expect(currentOf({ ...list, current: null })?.id).toBe(2);
    expect(currentOf({ ...list, current: 99 })?.id).toBe(2);
  });

  it("offers the others, the person's own first, then by name", () => {
    expect(othersOf(list).map((o) => o.id)).toEqual([2, 4, 1]);
  });

  it("counts the unread notices of the other organisations, not the current one's", () => {
    expect(unreadElsewhere(list)).toBe(3);
    expect(unreadElsewhere({ ...list, current: 1 })).toBe(6);
  });

  it('remembers the choice for the tab and opens the workbench', () => {
    const m = new Map<string, string>();
    const go = vi.fn();
    switchOrganisation(4, { get: (k) => m.get(k) ?? null, set: (k, v) => void m.set(k, v) }, go);
    expect(m.get(ORGANISATION_KEY)).toBe('4');
    expect(go).toHaveBeenCalledWith(HOME_PATH);
  });
});
