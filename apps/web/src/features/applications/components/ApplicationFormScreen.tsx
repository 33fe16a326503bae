import { useEffect, useState } from 'react';
import { Alert, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FORM_DEFINITIONS, awaitsDraftReview, type ApplicationDetail, type ApplicationForm } from '@tic/shared';
import { draftReviewPath } from '../../certificates';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/http';
import { http } from '../../../lib/api';
import { fetchDefaults } from '../api/defaults';
import { reapplyValues, toItems } from '../lib/payload';
import { ApplicationEditor, type EditorStart } from './ApplicationEditor';
import { SubmitSuccess } from './SubmitSuccess';

type Loaded = { kind: 'ready'; start: EditorStart; draftReview?: boolean } | { kind: 'notFound' } | { kind: 'failed' };

/** The start of a new form: one empty invoice and product line to fill in, and the chosen type. */
const blank = (form: ApplicationForm, type: string | null): Record<string, unknown> => ({
  application_type: type && FORM_DEFINITIONS[form].applicationTypes.includes(type) ? type : FORM_DEFINITIONS[form].applicationTypes[0],
  invoices: form === 'customs' ? [{}] : [],
  products: [{}],
  containers: [],
  attachments: [],
});

async function load(form: ApplicationForm, id: number | null, from: number | null, type: string | null): Promise<EditorStart & { draftReview?: boolean }> {
  if (id !== null) {
    const d = await http.get<ApplicationDetail>(`/rfc/detail/${id}`, { silent: true });
    return { id, version: d.version, values: { ...d.data, attachments: toItems(d.attachments) }, savedAt: Date.parse(d.updated_at), editable: d.editable, draftReview: awaitsDraftReview(d) };
  }
  const base = blank(form, type);
  if (from !== null) {
    const d = await http.get<ApplicationDetail>(`/rfc/detail/${from}`);
    return { id: null, version: 0, values: { ...base, ...reapplyValues(d.data), attachments: [] }, savedAt: null, editable: true };
  }
  const defaults = await fetchDefaults(form).catch(() => null);
  return { id: null, version: 0, values: { ...base, ...(defaults?.data ?? {}), application_type: base.application_type }, savedAt: null, editable: true };
}

/** A customs-clearance form (the general export-conformity one or the Saudi one), new or by id. */
export function ApplicationFormScreen({ form, basePath, titleKey }: { form: ApplicationForm; basePath: string; titleKey: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ? Number(params.id) : null;
  const from = search.get('from') ? Number(search.get('from')) : null;
  const type = search.get('type');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [submitted, setSubmitted] = useState<ApplicationDetail | null>(null);

  useEffect(() => {
    let live = true;
    setLoaded(null);
    setSubmitted(null);
    if (id !== null && !Number.isInteger(id)) return setLoaded({ kind: 'notFound' });
    load(form, id, from, type).then(
      ({ draftReview, ...start }) => live && setLoaded({ kind: 'ready', start, draftReview }),
      (e: unknown) => live && setLoaded(isApiError(e) && (e.status === 404 || e.status === 400) ? { kind: 'notFound' } : { kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [form, id, from, type]);

  return (
    <div className="page" data-testid="application-page">
      <PageHeader title={t(titleKey)} subtitle={t(`appUi.formIntro.${form}`)} />
      {submitted ? (
        <SubmitSuccess application={submitted} basePath={basePath} />
      ) : !loaded ? (
        <div className="page-card">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : loaded.kind === 'ready' ? (
        <>
          {loaded.draftReview && id !== null && (
            <Alert
              type="warning"
              showIcon
              className="cert-filter-note"
              message={t('certUi.draft.waiting')}
              action={<Link to={draftReviewPath(id)}>{t('certUi.draft.review')}</Link>}
              data-testid="draft-review-banner"
            />
          )}
          <ApplicationEditor key={`${id ?? 'new'}-${from ?? ''}`} form={form} start={loaded.start} basePath={basePath} onSubmitted={setSubmitted} />
        </>
      ) : (
        <div className="page-card" data-testid="application-missing">
          <Result status={loaded.kind === 'notFound' ? '404' : 'warning'} title={t(loaded.kind === 'notFound' ? 'appUi.notFound' : 'common.pageLoadFailed')} />
        </div>
      )}
    </div>
  );
}
