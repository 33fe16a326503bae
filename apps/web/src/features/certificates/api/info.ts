import { useQuery } from '@tanstack/react-query';
import { API_FRONTEND, type CertificateDetail } from '@tic/shared';
import { http } from '../../../lib/api';
import { withOrganisation } from '../../../lib/organisation';
import { session } from '../../../lib/storage';

/** GET /cert/info/{id}: one of my certificates (another customer's answers 404). */
export const useCertificate = (id: number | null) =>
  useQuery({
    queryKey: ['certificates', 'info', id],
    queryFn: ({ signal }) => http.get<CertificateDetail>(`/cert/info/${id}`, { signal, silent: true }),
    enabled: id !== null,
    retry: false,
  });

/** GET /cert/pdf/{id}: a link, so the browser saves the file under the server's name (Content-Disposition). */
export const certificatePdfUrl = (id: number) => withOrganisation(`${API_FRONTEND}/cert/pdf/${id}`, session);
