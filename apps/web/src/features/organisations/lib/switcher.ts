/** The header's organisation switcher: which organisation the tab acts in, and what switching does. */
import { HOME_PATH } from '@tic/shared';
import type { KeyValueStore } from '../../../app/reload';
import { chooseOrganisation } from '../../../lib/organisation';
import type { OrganisationItem, OrganisationList } from '../api/types';

/** The switcher shows only for a person in more than one organisation. */
export const showsSwitcher = (list: OrganisationList | undefined): list is OrganisationList => (list?.items.length ?? 0) > 1;

/** The organisation the tab acts in: the server's `current`, else the person's own, else the first. */
export function currentOf(list: OrganisationList): OrganisationItem | undefined {
  return list.items.find((o) => o.id === list.current) ?? list.items.find((o) => o.own) ?? list.items[0];
}

/** The other organisations, the person's own first, then by name. */
export function othersOf(list: OrganisationList): OrganisationItem[] {
  const current = currentOf(list);
  return list.items.filter((o) => o.id !== current?.id).sort((a, b) => Number(b.own) - Number(a.own) || a.name.localeCompare(b.name));
}

/**
 * Switches the tab to organisation `id`: remembered for the tab, then the workbench opens afresh (a full load, so
 * that nothing read for the previous organisation stays on screen or in a cache).
 */
export function switchOrganisation(id: number, store: KeyValueStore, go: (path: string) => void): void {
  chooseOrganisation(store, id);
  go(HOME_PATH);
}

/** The unread notices of the person's other organisations (the switcher marks them: something waits there). */
export const unreadElsewhere = (list: OrganisationList): number => othersOf(list).reduce((n, o) => n + o.unread, 0);
