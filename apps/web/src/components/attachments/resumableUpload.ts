/**
 * One resumable (tus) upload from the browser: tus-js-client sends the file in RESUMABLE_CHUNK_BYTES
 * PATCHes, retries after a broken connection from where the server stopped (it asks with HEAD), and
 * remembers unfinished uploads in localStorage so that choosing the same file again continues it.
 * When the last byte is in, the stored file it became is fetched (GET <upload>/file).
 */
import { Upload, type DetailedError } from 'tus-js-client';
import { API_FRONTEND, LANG_HEADER, RESUMABLE_CHUNK_BYTES, RESUMABLE_PATH, type ResumableForm } from '@tic/shared';
import { http } from '../../lib/api';
import { isApiError } from '../../lib/http';
import { currentLang } from '../../lib/i18n';
import { organisationHeaders } from '../../lib/organisation';
import { session } from '../../lib/storage';

export interface StoredUpload {
  id: number;
  name: string;
  ext: string;
  size: number;
  path: string;
}

export interface ResumableHandlers {
  onProgress(sent: number, total: number): void;
  onDone(file: StoredUpload): void;
  onError(message: string): void;
}

/** Waits after a failed chunk before trying again (then the row offers "Retry"). */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

/** The server's message (its envelope, in the user's language) of a refused tus call, else the error's. */
function messageOf(e: Error | DetailedError): string {
  const body = 'originalResponse' in e ? e.originalResponse?.getBody() : undefined;
  if (body) {
    try {
      const parsed = JSON.parse(body) as { msg?: unknown };
      if (typeof parsed.msg === 'string') return parsed.msg;
    } catch {
      /* not the envelope */
    }
  }
  return e.message;
}

export function startResumable(file: File, form: ResumableForm, h: ResumableHandlers) {
  const upload: Upload = new Upload(file, {
    endpoint: `${API_FRONTEND}${RESUMABLE_PATH}`,
    chunkSize: RESUMABLE_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    metadata: { filename: file.name, form },
    headers: { ...organisationHeaders(session), [LANG_HEADER]: currentLang() },
    removeFingerprintOnSuccess: true,
    // A refusal (400 wrong type, 404, 413 too large) is final; a broken connection or 5xx is retried.
    onShouldRetry: (err) => {
      const status = err.originalResponse?.getStatus() ?? 0;
      return status === 0 || status >= 500 || status === 423 || status === 409;
    },
    onProgress: (sent, total) => h.onProgress(sent, total),
    onError: (e) => h.onError(messageOf(e)),
    onSuccess: () => {
      const id = upload.url?.split('/').pop() ?? '';
      http.get<StoredUpload>(`${RESUMABLE_PATH}/${id}/file`).then(h.onDone, (e: unknown) => h.onError(isApiError(e) ? e.msg : String(e)));
    },
  });
  const begin = () =>
    upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  void begin();
  return {
    pause: () => void upload.abort(),
    resume: () => upload.start(),
    /** Stops and asks the server to drop what it received. */
    cancel: () => void upload.abort(true).catch(() => undefined),
  };
}
