import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Certificate, Page } from '@tic/shared';
import { http } from '../../../lib/api';

export type CertificateFilters = Record<string, string | number | undefined>;

const clean = (f: CertificateFilters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== ''));

/** GET /certs: filters keywords, title, importer, exporter, type, status, expiring=1, issue-date range; paging and sorting. */
export const useCertificateList = (filters: CertificateFilters) =>
  useQuery({
    queryKey: ['certificates', 'list', clean(filters)],
    queryFn: ({ signal }) => http.get<Page<Certificate>>('/certs', { query: clean(filters), signal }),
    placeholderData: keepPreviousData,
  });
