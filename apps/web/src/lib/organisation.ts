/**
 * The organisation this tab acts in (issue 30): remembered per tab in sessionStorage and sent by every API call as
 * the `x-organisation` header; without a choice the server acts in the person's own organisation.
 */
import type { KeyValueStore } from '../app/reload';

/** The request header naming the organisation (the server's ORGANISATION_HEADER). */
export const ORGANISATION_HEADER = 'x-organisation';
/** sessionStorage key of the tab's chosen organisation. */
export const ORGANISATION_KEY = 'tic.organisation';
/** sessionStorage key: the tab already reloaded once after its stored organisation was refused. */
export const ORGANISATION_RELOADED_KEY = 'tic.organisationReloaded';

/** The id stored for the tab, or null when none (or something that is not an id) is stored. */
export function readOrganisation(store: KeyValueStore): string | null {
  const v = store.get(ORGANISATION_KEY);
  return v !== null && /^[1-9]\d*$/.test(v) ? v : null;
}

/** Remembers the tab's choice, and allows one more recovery reload should it be refused later. */
export function chooseOrganisation(store: KeyValueStore, id: number): void {
  store.set(ORGANISATION_KEY, String(id));
  store.set(ORGANISATION_RELOADED_KEY, '');
}

/** The headers every API call adds: the tab's organisation when it has chosen one. */
export function organisationHeaders(store: KeyValueStore): Record<string, string> {
  const id = readOrganisation(store);
  return id === null ? {} : { [ORGANISATION_HEADER]: id };
}

/**
 * A 403 saying the person is not a member of the organisation the tab names (removed meanwhile): forget the choice
 * and reload once, so that the page opens in the person's own organisation. Returns whether it reloads; a second
 * refusal in the same tab does not reload again (no loop).
 */
export function recoverFromNotMember(store: KeyValueStore, reload: () => void): boolean {
  store.set(ORGANISATION_KEY, '');
  if (store.get(ORGANISATION_RELOADED_KEY) === '1') return false;
  store.set(ORGANISATION_RELOADED_KEY, '1');
  reload();
  return true;
}

/**
 * Whether a refused call's answer is the "not a member of this organisation" refusal: by its key when the server
 * names it in `data`, else by its message, which the server words in the request's language (`notMemberText`).
 */
export function isNotMemberAnswer(status: number, msg: unknown, data: unknown, notMemberText: string): boolean {
  if (status !== 403) return false;
  const reason = data && typeof data === 'object' ? ((data as { reason?: unknown; key?: unknown }).reason ?? (data as { key?: unknown }).key) : null;
  if (reason === 'organisation.notMember') return true;
  return typeof msg === 'string' && msg.trim() !== '' && msg === notMemberText;
}

/**
 * A plain link to the API (a PDF, an export, the notice stream) cannot send the header: it names the tab's
 * organisation as `?org=` (the server accepts it on reads).
 */
export function withOrganisation(url: string, store: KeyValueStore): string {
  const id = readOrganisation(store);
  return id === null ? url : `${url}${url.includes('?') ? '&' : '?'}org=${id}`;
}
