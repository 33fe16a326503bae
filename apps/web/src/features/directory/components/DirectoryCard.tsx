import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DIRECTORY_PATH, type DirectoryListing } from '@tic/shared';
import { http } from '../../../lib/api';
import { useCurrentOrganisation } from '../../organisations';

const key = (id: number) => ['certificates', 'directory', id] as const;

/**
 * On the holder's certificate page (issue 32): whether the certificate is listed in the public directory (those who
 * keep the company profile may change it: the `profile` action the server answered) and how many follow its status.
 */
export function DirectoryCard({ id, certNo }: { id: number; certNo: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const listing = useQuery({
    queryKey: key(id),
    queryFn: ({ signal }) => http.get<DirectoryListing>(`/cert/${id}/directory`, { signal, silent: true }),
    retry: false,
  });
  const may = useCurrentOrganisation().data?.actions.includes('profile') ?? false;
  const save = useMutation({
    mutationFn: (listed: boolean) => http.put<DirectoryListing>(`/cert/${id}/directory`, { listed }),
    onSuccess: (data) => qc.setQueryData(key(id), data),
  });
  if (listing.isError) return null;
  const data = listing.data;
  return (
    <section className="cert-directory" data-testid="cert-directory">
      <h3>{t('directory.holderCard.title')}</h3>
      {!data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <>
          <label className="cert-directory-toggle">
            <Switch
              checked={data.listed}
              disabled={!may}
              loading={save.isPending}
              onChange={(v) => save.mutate(v)}
              data-testid="cert-directory-listed"
              aria-describedby="cert-directory-help"
            />
            <span>{t('directory.holderCard.listed')}</span>
          </label>
          <p id="cert-directory-help" className="cert-verify-help">
            {t('directory.holderCard.help')}
          </p>
          {data.listed && (
            <p>
              <Link to={`${DIRECTORY_PATH}?q=${encodeURIComponent(certNo)}`} data-testid="cert-directory-link">
                {t('route.directory')}
              </Link>
            </p>
          )}
          <p data-testid="cert-directory-subscribers">{t('directory.holderCard.subscribers', { count: data.subscribers })}</p>
        </>
      )}
    </section>
  );
}
