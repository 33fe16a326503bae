import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_FRONTEND, type ApplicationSummary, type DraftCertificate, type DraftDecisionBody } from '@tic/shared';
import { http } from '../../../lib/api';
import { withOrganisation } from '../../../lib/organisation';
import { session } from '../../../lib/storage';

/** GET kenya/cert/draft/{id}: the draft certificate of my application waiting for review (else 409, another's 404). */
export const useDraftCertificate = (id: number | null) =>
  useQuery({
    queryKey: ['certificates', 'draft', id],
    queryFn: ({ signal }) => http.get<DraftCertificate>(`/kenya/cert/draft/${id}`, { signal, silent: true }),
    enabled: id !== null,
    retry: false,
    staleTime: 0,
  });

/** POST kenya/cert/draft/{id}: confirm the draft, or request changes with a comment, at the version read. */
export function useDecideDraft(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DraftDecisionBody) => http.post<ApplicationSummary>(`/kenya/cert/draft/${id}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['applications'] }),
  });
}

/** The draft as a watermarked PDF (the certificate renderer), opened in a new tab. */
export const draftPdfUrl = (id: number) => withOrganisation(`${API_FRONTEND}/kenya/cert/draft/${id}/pdf`, session);
