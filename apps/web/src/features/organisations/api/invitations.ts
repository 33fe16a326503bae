import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import type { InvitationPreview, OrganisationItem } from './types';

/** GET /organisations/invitations/:token (no sign-in needed): 404 when unknown, expired or used, shown by the page. */
export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => http.get<InvitationPreview>(`/organisations/invitations/${encodeURIComponent(token)}`, { signal, silent: true }),
    retry: false,
  });

/** POST /organisations/invitations/accept: the signed-in person joins the organisation. */
export const useAcceptInvitation = () =>
  useMutation({ mutationFn: (token: string) => http.post<Pick<OrganisationItem, 'id' | 'name' | 'role'>>('/organisations/invitations/accept', { token }) });
