import { describe, expect, it, vi } from 'vitest';
import {
  chooseOrganisation,
  isNotMemberAnswer,
  ORGANISATION_HEADER,
  ORGANISATION_KEY,
  organisationHeaders,
  readOrganisation,
  recoverFromNotMember,
  withOrganisation,
} from './organisation';

const memory = () => {
  const m = new Map<string, string>();
  return { get: (k: string) => m.get(k) ?? null, set: (k: string, v: string) => void m.set(k, v) };
};

describe('the tab organisation', () => {
  it('sends no header until the tab chose an organisation, then its id', () => {
    const store = memory();
    expect(organisationHeaders(store)).toEqual({});
    chooseOrganisation(store, 42);
    expect(readOrganisation(store)).toBe('42');
    expect(organisationHeaders(store)).toEqual({ [ORGANISATION_HEADER]: '42' });
  });

  it('ignores a stored value that is not an id', () => {
    const store = memory();
    for (const bad of ['', '0', 'abc', '-3', '1.5', '12a']) {
      store.set(ORGANISATION_KEY, bad);
      expect(readOrganisation(store)).toBeNull();
      expect(organisationHeaders(store)).toEqual({});
    }
  });
});

describe('plain links', () => {
  it('name the tab organisation as ?org= (after the query when there is one), and nothing without a choice', () => {
    const store = memory();
    expect(withOrganisation('/frontend/v1/cert/pdf/7', store)).toBe('/frontend/v1/cert/pdf/7');
    chooseOrganisation(store, 42);
    expect(withOrganisation('/frontend/v1/cert/pdf/7', store)).toBe('/frontend/v1/cert/pdf/7?org=42');
    expect(withOrganisation('/frontend/v1/quotation/3/pdf?lang=ar', store)).toBe('/frontend/v1/quotation/3/pdf?lang=ar&org=42');
  });
});

describe('a refused organisation', () => {
  it('forgets the choice and reloads once, not in a loop', () => {
    const store = memory();
    chooseOrganisation(store, 7);
    const reload = vi.fn();
    expect(recoverFromNotMember(store, reload)).toBe(true);
    expect(readOrganisation(store)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(recoverFromNotMember(store, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a new choice allows one more recovery', () => {
    const store = memory();
    const reload = vi.fn();
    chooseOrganisation(store, 7);
    recoverFromNotMember(store, reload);
    chooseOrganisation(store, 8);
    expect(recoverFromNotMember(store, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises the refusal by its key or its worded message, only on 403', () => {
    const text = 'You are not a member of this organisation';
    expect(isNotMemberAnswer(403, text, null, text)).toBe(true);
    expect(isNotMemberAnswer(403, 'x', { reason: 'organisation.notMember' }, text)).toBe(true);
    expect(isNotMemberAnswer(403, 'x', { key: 'organisation.notMember' }, text)).toBe(true);
    expect(isNotMemberAnswer(403, 'Your role does not allow this', { action: 'pay' }, text)).toBe(false);
    expect(isNotMemberAnswer(404, text, null, text)).toBe(false);
    expect(isNotMemberAnswer(403, '', null, '')).toBe(false);
  });
});
