import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Attachment, VaultDocument, VaultDocumentDetail } from '@tic/shared';
import { http } from '../../../lib/api';
import { uploadWithProgress } from '../../../lib/upload';

/** The list's filters as the page holds them: a kind, and one status view. */
export interface VaultFilters {
  kind?: string;
  view: 'current' | 'expiring' | 'expired' | 'archived';
}
/** How many days "expiring" looks ahead on the page. */
export const EXPIRING_WINDOW = 90;

const KEY = ['vault'] as const;
const query = (f: VaultFilters) => ({
  kind: f.kind,
  expiring_within: f.view === 'expiring' ? EXPIRING_WINDOW : undefined,
  expired: f.view === 'expired' ? true : undefined,
  archived: f.view === 'archived' ? true : undefined,
});

/** GET /vault with the page's filters. */
export const useVaultList = (f: VaultFilters) =>
  useQuery({ queryKey: [...KEY, 'list', f], queryFn: ({ signal }) => http.get<VaultDocument[]>('/vault', { signal, query: query(f) }) });

/** GET /vault/:id: the document with its versions. */
export const useVaultDocument = (id: number | null) =>
  useQuery({ queryKey: [...KEY, 'one', id], queryFn: ({ signal }) => http.get<VaultDocumentDetail>(`/vault/${id}`, { signal }), enabled: id !== null });

/** Uploads a file through the portal's one upload route; answers the stored file (its id goes to the vault). */
export const uploadVaultFile = (file: File, onProgress: (p: number) => void) => uploadWithProgress<Attachment>('/upload', file, onProgress);

function useVaultMutation<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: KEY }) });
}

/** POST /vault (new) or PUT /vault/:id (with the version read). */
export const useSaveVaultDocument = () =>
  useVaultMutation(({ id, body }: { id?: number; body: Record<string, unknown> }) =>
    id ? http.put<VaultDocumentDetail>(`/vault/${id}`, body) : http.post<VaultDocumentDetail>('/vault', body),
  );
/** POST /vault/:id/versions: a replacement file. */
export const useAddVaultVersion = () =>
  useVaultMutation(({ id, fileId, version }: { id: number; fileId: number; version: number }) =>
    http.post<VaultDocumentDetail>(`/vault/${id}/versions`, { file_id: fileId, version }),
  );
/** POST /vault/:id/archive */
export const useArchiveVaultDocument = () =>
  useVaultMutation(({ id, archived, version }: { id: number; archived: boolean; version: number }) =>
    http.post<VaultDocumentDetail>(`/vault/${id}/archive`, { archived, version }),
  );
/** DELETE /vault/:id */
export const useRemoveVaultDocument = () => useVaultMutation((id: number) => http.del<null>(`/vault/${id}`));
