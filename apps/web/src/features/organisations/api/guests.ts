import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invitationTokenParam, type GuestApplicationView, type GuestInvitationBody, type GuestView } from '@tic/shared';
import { http } from '../../../lib/api';
import { ApiError } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { uploadWithProgress } from '../../../lib/upload';

/** Guests on one application (issue 30): the organisation's side and the guest's side. */
const GUESTS_KEY = ['guests'] as const;
const ofApplication = (id: number) => `/organisations/current/applications/${id}/guests`;
const asGuest = (id: number) => `/organisations/guest/applications/${id}`;

export const useGuests = (applicationId: number) =>
  useQuery({ queryKey: [...GUESTS_KEY, 'of', applicationId], queryFn: ({ signal }) => http.get<GuestView[]>(ofApplication(applicationId), { signal }) });

function useGuestsMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void qc.invalidateQueries({ queryKey: GUESTS_KEY }) });
}

export const useInviteGuest = (applicationId: number) =>
  useGuestsMutation((body: GuestInvitationBody) => http.post<GuestView>(ofApplication(applicationId), body));
export const useRevokeGuest = (applicationId: number) =>
  useGuestsMutation((guestId: number) => http.post<null>(`${ofApplication(applicationId)}/${guestId}/revoke`));

export interface GuestInvitationPreview {
  organisation: string;
  application: string;
  invited_by: string | null;
  note: string;
  expires_at: string;
}

/** GET /organisations/guest-invitations/:token (no sign-in needed), quietly: the page tells what failed. */
export const useGuestInvitationPreview = (token: string) =>
  useQuery({
    queryKey: [...GUESTS_KEY, 'invitation', token],
    queryFn: ({ signal }) =>
      invitationTokenParam.safeParse({ token }).success
        ? http.get<GuestInvitationPreview>(`/organisations/guest-invitations/${encodeURIComponent(token)}`, { signal, silent: true })
        : Promise.reject(new ApiError({ status: 404, msg: t('error.404') })),
    retry: false,
  });

export const useAcceptGuestInvitation = () =>
  useGuestsMutation((token: string) => http.post<{ id: number; application: string }>('/organisations/guest-invitations/accept', { token }));

export type GuestApplicationItem = Pick<GuestApplicationView, 'id' | 'rfc_no' | 'application_type' | 'organisation' | 'status'>;
export const useGuestApplications = () =>
  useQuery({ queryKey: [...GUESTS_KEY, 'mine'], queryFn: ({ signal }) => http.get<GuestApplicationItem[]>('/organisations/guest/applications', { signal }) });
/** Quietly: the page itself says when the application is not (or no longer) one the person helps with. */
export const useGuestApplication = (id: number) =>
  useQuery({
    queryKey: [...GUESTS_KEY, 'application', id],
    queryFn: ({ signal }) => http.get<GuestApplicationView>(asGuest(id), { signal, silent: true }),
    retry: false,
  });
export const useConfirmGuestDate = (id: number) =>
  useGuestsMutation((date: string) => http.post<GuestApplicationView>(`${asGuest(id)}/confirm-date`, { date }));
/** `itemId`: the question of the open request for information the document is for. */
export const uploadGuestFile = (id: number, file: File, onProgress: (percent: number) => void, itemId?: number) =>
  uploadWithProgress<{ id: number; name: string; uploaded_at: string; item_id: number | null }>(
    `${asGuest(id)}/files${itemId ? `?item=${itemId}` : ''}`,
    file,
    onProgress,
  );
export const useInvalidateGuests = () => {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: GUESTS_KEY });
};
