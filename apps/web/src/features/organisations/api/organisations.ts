import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import type { CurrentOrganisation, OrganisationList } from './types';

export const ORGANISATIONS_KEY = ['organisations'] as const;

/**
 * GET /organisations: the person's organisations and the one this tab acts in. Asked by the header of every page, so
 * quietly: a failure hides the switcher rather than showing a message on each page (the page's own calls tell).
 */
export const useOrganisations = () =>
  useQuery({
    queryKey: [...ORGANISATIONS_KEY, 'list'],
    queryFn: ({ signal }) => http.get<OrganisationList>('/organisations', { signal, silent: true }),
    retry: false,
    staleTime: 60_000,
  });

/** GET /organisations/current: the organisation of this tab, the caller's role and the actions it allows. */
export const useCurrentOrganisation = () =>
  useQuery({
    queryKey: [...ORGANISATIONS_KEY, 'current'],
    queryFn: ({ signal }) => http.get<CurrentOrganisation>('/organisations/current', { signal }),
    staleTime: 60_000,
  });
