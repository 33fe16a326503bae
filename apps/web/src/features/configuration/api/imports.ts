import { useQuery } from '@tanstack/react-query';
import { API_FRONTEND, IMPORT_POLL_MS, type ConfigKind, type ImportJob } from '@tic/shared';
import { http } from '../../../lib/api';
import { uploadWithProgress } from '../../../lib/upload';

const RUNNING = new Set(['queued', 'reading', 'applying']);
export const isRunning = (job: ImportJob | undefined) => !!job && RUNNING.has(job.status);

/** POST /config/:kind/import: uploads the workbook (reporting the upload's progress) and answers the job. */
export const startImport = (kind: ConfigKind, file: File, onUpload: (percent: number) => void) =>
  uploadWithProgress<ImportJob>(`/config/${kind}/import`, file, onUpload);

/** GET /config/import-jobs/:id, asked again every second while the job runs: what the progress bar shows. */
export function useImportJob(id: number | null) {
  return useQuery({
    queryKey: ['config', 'import-job', id],
    queryFn: ({ signal }) => http.get<ImportJob>(`/config/import-jobs/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (q) => (isRunning(q.state.data) || !q.state.data ? IMPORT_POLL_MS : false),
  });
}

/** GET /config/:kind/template: a link, so the browser saves the file itself (the session cookie goes with it). */
export const templateUrl = (kind: ConfigKind, lang: string) => `${API_FRONTEND}/config/${kind}/template?lang=${lang}`;
