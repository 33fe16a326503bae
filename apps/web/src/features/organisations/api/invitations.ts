import { useMutation, useQuery } from '@tanstack/react-query';
import { invitationTokenParam } from '@tic/shared';
import { http } from '../../../lib/api';
import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import type { InvitationPreview, OrganisationItem } from './types';

/**
 * GET /organisations/invitations/:token (no sign-in needed), quietly: the page tells what failed (404 unknown, 400
 * expired or used). A link whose token cannot be one (the shared rule of the token) is unknown without asking.
 */
export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      invitationTokenParam.safeParse({ token }).success
        ? http.get<InvitationPreview>(`/organisations/invitations/${encodeURIComponent(token)}`, { signal, silent: true })
        : Promise.reject(new ApiError({ status: 404, msg: t('error.404') })),
    retry: false,
  });

/** POST /organisations/invitations/accept: the signed-in person joins the organisation. */
export const useAcceptInvitation = () =>
  useMutation({ mutationFn: (token: string) => http.post<Pick<OrganisationItem, 'id' | 'name' | 'role'>>('/organisations/invitations/accept', { token }) });
