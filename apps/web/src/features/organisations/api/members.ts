import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberRole } from '@tic/shared';
import { http } from '../../../lib/api';
import { ORGANISATIONS_KEY } from './organisations';
import type { Invitation, InvitationBody, MembersAnswer } from './types';

const MEMBERS_KEY = [...ORGANISATIONS_KEY, 'members'] as const;
const BASE = '/organisations/current';

/** GET /organisations/current/members: the members and (for those who may manage them) the pending invitations. */
export const useMembers = () => useQuery({ queryKey: MEMBERS_KEY, queryFn: ({ signal }) => http.get<MembersAnswer>(`${BASE}/members`, { signal }) });

/** A change of the members' list: every member query is read again once it succeeds (the audit log too). */
function useMembersMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void qc.invalidateQueries({ queryKey: ORGANISATIONS_KEY }) });
}

export const useInvite = () => useMembersMutation((body: InvitationBody) => http.post<Invitation>(`${BASE}/invitations`, body));
export const useResendInvitation = () => useMembersMutation((id: number) => http.post<Invitation>(`${BASE}/invitations/${id}/resend`));
export const useRevokeInvitation = () => useMembersMutation((id: number) => http.del<null>(`${BASE}/invitations/${id}`));
export const useChangeRole = () =>
  useMembersMutation(({ userId, role }: { userId: number; role: MemberRole }) => http.put<MembersAnswer>(`${BASE}/members/${userId}`, { role }));
export const useRemoveMember = () => useMembersMutation((userId: number) => http.del<null>(`${BASE}/members/${userId}`));
