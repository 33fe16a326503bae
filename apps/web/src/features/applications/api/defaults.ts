import { http } from '../../../lib/api';

/** GET /default: the user's last-used parties and settings, to prefill a new form. */
export const fetchDefaults = (form: string) =>
  http.get<{ data: Record<string, unknown> | null; from_application_id: number | null }>('/default', { query: { form }, silent: true });
