import { describe, expect, it } from 'vitest';
import { memberActions, MEMBER_ROLES, type MemberRole } from '@tic/shared';
import { assignableRoles, contactOf, mayChangeMember, mayManageMembers, mayReadAudit } from './memberActions';

const actionsOf = (role: MemberRole) => memberActions({ userId: 1, organisationId: 1, role });

describe('the members page offers what the actions allow', () => {
  it('an owner manages everyone, gives every role and reads the audit log', () => {
    const a = actionsOf('owner');
    expect(mayManageMembers(a)).toBe(true);
    expect(mayReadAudit(a)).toBe(true);
    expect(assignableRoles(a)).toEqual([...MEMBER_ROLES]);
    expect(mayChangeMember(a, 'owner')).toBe(true);
  });

  it('an administrator manages members but neither makes nor touches an owner', () => {
    const a = actionsOf('administrator');
    expect(mayManageMembers(a)).toBe(true);
    expect(assignableRoles(a)).toEqual(['administrator', 'applicant', 'finance', 'viewer']);
    expect(mayChangeMember(a, 'owner')).toBe(false);
    expect(mayChangeMember(a, 'finance')).toBe(true);
  });

  it.each(['applicant', 'finance', 'viewer'] as const)('a %s only reads the members', (role) => {
    const a = actionsOf(role);
    expect(mayManageMembers(a)).toBe(false);
    expect(mayReadAudit(a)).toBe(false);
    expect(assignableRoles(a)).toEqual([]);
    for (const r of MEMBER_ROLES) expect(mayChangeMember(a, r)).toBe(false);
  });

  it('reads nothing beyond the actions: an unknown set allows nothing', () => {
    expect(assignableRoles([])).toEqual([]);
    expect(mayChangeMember(['ownership'], 'owner')).toBe(false);
  });

  it('shows the e-mail, else the mobile', () => {
    expect(contactOf({ email: 'a@b.cn', mobile: '13800000000' })).toBe('a@b.cn');
    expect(contactOf({ email: null, mobile: '13800000000' })).toBe('13800000000');
    expect(contactOf({ email: null, mobile: null })).toBe('');
  });
});
