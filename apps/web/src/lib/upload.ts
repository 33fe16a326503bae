/**
 * Upload with progress: fetch cannot report how much of a request body has been sent, so the big
 * uploads (the 300 MB standards workbook) go through XMLHttpRequest. Answers and failures follow the
 * rules of the HTTP client: the envelope's data on code 200, the first message of a 400, the
 * catalogue's message otherwise, and a 401 goes to the login page.
 */
import { API_FRONTEND, CODE_OK, errorMessageKey, LANG_HEADER } from '@tic/shared';
import { onUnauthorized } from './api';
import { ApiError, badRequestMessage, NO_RESPONSE } from './http';
import { currentLang, t } from './i18n';
import { notifyError } from './notify';
import { organisationHeaders } from './organisation';
import { session } from './storage';

/** `fields` go before the file: the server reads them when the file part begins (e.g. the form whose cap applies). */
export function uploadWithProgress<T>(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
  opts: { signal?: AbortSignal; fields?: Record<string, string> } = {},
): Promise<T> {
  const { signal, fields = {} } = opts;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // The user removed the file while it was uploading: stop sending, and tell nobody (they asked for it).
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onabort = () => reject(new ApiError({ status: NO_RESPONSE, msg: 'cancelled', cancelled: true }));
    xhr.open('POST', `${API_FRONTEND}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader(LANG_HEADER, currentLang());
    for (const [name, value] of Object.entries(organisationHeaders(session))) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = parseEnvelope(xhr.responseText);
      if (xhr.status === 200 && body?.code === CODE_OK) return resolve(body.data as T);
      if (xhr.status === 401) onUnauthorized();
      const msg =
        xhr.status === 400
          ? (badRequestMessage(body) ?? t('error.400'))
          : xhr.status === 200
            ? (body?.msg ?? t('error.unknown'))
            : t(errorMessageKey(xhr.status));
      notifyError(msg);
      reject(new ApiError({ status: xhr.status, code: body?.code ?? null, msg, data: body?.data }));
    };
    xhr.onerror = () => {
      const msg = t('error.unreachable');
      notifyError(msg);
      reject(new ApiError({ status: NO_RESPONSE, msg }));
    };
    xhr.send(form);
  });
}

interface Envelope {
  code?: number;
  msg?: string;
  data?: unknown;
}

function parseEnvelope(text: string): Envelope | null {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' ? (v as Envelope) : null;
  } catch {
    return null;
  }
}
