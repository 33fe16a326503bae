import { withFinderHs } from '../lib/finderPrefill';
import { FeeSummary } from '../../payments';
import { useEffect, useState } from 'react';
import { Alert, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  FORM_DEFINITIONS,
  awaitsDraftReview,
  formOfType,
  type ApplicationDetail,
  type ApplicationForm,
  type FindingOut,
  type InvoiceProfile,
  type UserInfo,
} from '@tic/shared';
import { withInvoiceProfile } from '../../../components/application/invoicePrefill';
import { withProfileContacts } from '../../../components/application/profilePrefill';
import { useMenuEntry } from '../../../lib/menuHighlight';
import { AREA_SCREENS, areaOf } from '../lib/areas';
import { ApplicationLinks } from './ApplicationLinks';
import { OriginBanner } from './OriginBanner';
import { draftReviewPath } from '../../certificates';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError, isApiError } from '../../../lib/http';
import { http } from '../../../lib/api';
import { fetchDefaults } from '../api/defaults';
import { reapplyValues, toItems } from '../lib/payload';
import { ApplicationEditor, type EditorStart } from './ApplicationEditor';
import { SubmitSuccess, SubmittedWarnings } from './SubmitSuccess';
import { SamplesPanel } from './samples/SamplesPanel';
import { LINE_PANELS } from './linePanels';
import { ApplicationDetailView } from './detail/ApplicationDetailView';
import { GuestsCard } from '../../organisations';
import { ReturnNotice } from './detail/ReturnNotice';
import { WaitingLine } from './WaitingLine';
import { PredictionLine } from './PredictionLine';
import { ltr } from '../../../lib/i18n';

const NO_FORMS: readonly ApplicationForm[] = [];
type Extra = { draftReview?: boolean; detail?: ApplicationDetail; form: ApplicationForm };
type Loaded = ({ kind: 'ready'; start: EditorStart } & Extra) | { kind: 'notFound' } | { kind: 'failed' };

/**
 * The start of a new form, from its declaration: the chosen type, one empty line of each list that needs
 * one (invoices, product lines, PO lines ...), the declared starting values (the AQL defaults ...).
 */
const blank = (form: ApplicationForm, type: string | null): Record<string, unknown> => {
  const def = FORM_DEFINITIONS[form];
  const start: Record<string, unknown> = { application_type: type && def.applicationTypes.includes(type) ? type : def.applicationTypes[0] };
  for (const s of def.sections) {
    if (s.render === 'fields' && s.initial) start[s.key] = { ...s.initial };
    else if (s.list) start[s.key] = s.list.min > 0 && s.render !== 'containers' && s.render !== 'attachments' ? [{}] : [];
  }
  return start;
};

/** Which of the route's forms a type (new) or an application (by id) is: a route may serve several (entrustedForm: booking and testing). */
const formFor = (forms: readonly ApplicationForm[], type: string | null | undefined): ApplicationForm => {
  const f = type ? formOfType(type) : null;
  return f && forms.includes(f) ? f : forms[0]!;
};

async function load(
  forms: readonly ApplicationForm[],
  id: number | null,
  from: number | null,
  type: string | null,
  hs: string | null = null,
): Promise<EditorStart & Extra> {
  if (id !== null) {
    const d = await http.get<ApplicationDetail>(`/rfc/detail/${id}`, { silent: true });
    // Another route's application (a customs application opened on the entrusted form route): not this screen's.
    if (!forms.includes(d.form)) throw new ApiError({ status: 404, msg: 'not found' });
    return {
      form: d.form,
      id,
      version: d.version,
      values: { ...d.data, attachments: toItems(d.attachments) },
      savedAt: Date.parse(d.updated_at),
      editable: d.editable,
      draftReview: awaitsDraftReview(d),
      detail: d,
    };
  }
  if (from !== null) {
    const d = await http.get<ApplicationDetail>(`/rfc/detail/${from}`);
    const form = formFor(forms, d.application_type);
    const base = blank(form, d.application_type);
    return { form, id: null, version: 0, values: { ...base, ...reapplyValues(d.data), attachments: [] }, savedAt: null, editable: true };
  }
  const form = formFor(forms, type);
  const base = blank(form, type);
  const [defaults, invoice, me] = await Promise.all([
    fetchDefaults(form).catch(() => null),
    http.get<InvoiceProfile | null>('/invoice-info/default', { silent: true }).catch(() => null),
    http.get<UserInfo>('/me', { silent: true }).catch(() => null),
  ]);
  // Issue 19: the default invoice profile fills in the applicant's billing fields; issue 27: the profile the contacts.
  // Issue 32: opened from the scheme finder, the HS code it was asked about.
  const values = withFinderHs(
    FORM_DEFINITIONS[form],
    withProfileContacts(
      FORM_DEFINITIONS[form],
      withInvoiceProfile({ ...base, ...(defaults?.data ?? {}), application_type: base.application_type }, invoice),
      me,
    ),
    hs,
  );
  return { form, id: null, version: 0, values, savedAt: null, editable: true };
}

/**
 * An application form, new or by id. `form` is the route's form; `alsoForms` other forms the same route
 * opens (by the chosen type, or the application's own form).
 */
export function ApplicationFormScreen({
  form: routeForm,
  alsoForms = NO_FORMS,
  basePath,
  titleKey,
}: {
  form: ApplicationForm;
  alsoForms?: readonly ApplicationForm[];
  basePath: string;
  titleKey: string;
}) {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ? Number(params.id) : null;
  const from = search.get('from') ? Number(search.get('from')) : null;
  const type = search.get('type');
  const hs = search.get('hs');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [submitted, setSubmitted] = useState<{ application: ApplicationDetail; warnings: readonly FindingOut[] } | null>(null);
  // The warnings the submission went through with, carried from the success page to the application's page (issue 31).
  const carried = (useLocation().state as { warnings?: FindingOut[] } | null)?.warnings ?? [];
  const [reload, setReload] = useState(0);
  const form = loaded?.kind === 'ready' ? loaded.form : routeForm;
  // What the application's line adds to its page (its panels and actions: linePanels.tsx).
  const LinePanel = LINE_PANELS[form];
  // A submitted, processing, issued or cancelled application is read, not edited (issue 16).
  const readOnlyDetail = !submitted && loaded?.kind === 'ready' && !loaded.start.editable ? loaded.detail : undefined;
  // A draft's page sits under the area's drafts in the side menu; a submitted application's under its list (by address).
  const loadedStatus = loaded?.kind === 'ready' ? loaded.detail?.status : undefined;
  useMenuEntry(loadedStatus === 'draft' && !submitted ? AREA_SCREENS[areaOf(basePath)].drafts : null);

  useEffect(() => {
    let live = true;
    setLoaded(null);
    setSubmitted(null);
    if (id !== null && !Number.isInteger(id)) return setLoaded({ kind: 'notFound' });
    load([routeForm, ...alsoForms], id, from, type, hs).then(
      ({ draftReview, detail, form, ...start }) => live && setLoaded({ kind: 'ready', start, draftReview, detail, form }),
      (e: unknown) => live && setLoaded(isApiError(e) && (e.status === 404 || e.status === 400) ? { kind: 'notFound' } : { kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [routeForm, alsoForms, id, from, type, hs, reload]);

  return (
    <div className="page" data-testid="application-page">
      {readOnlyDetail ? (
        <PageHeader
          title={readOnlyDetail.rfc_no ? t('appDetail.heading', { rfc: ltr(readOnlyDetail.rfc_no) }) : t('appDetail.headingDraft')}
          subtitle={t('appDetail.readOnlyNote')}
        />
      ) : (
        <PageHeader title={t(titleKey)} subtitle={i18n.exists(`forms.${form}.intro`) ? t(`forms.${form}.intro`) : t(`appUi.formIntro.${form}`)} />
      )}
      {submitted ? (
        <SubmitSuccess
          application={submitted.application}
          warnings={submitted.warnings}
          basePath={basePath}
          // A draft opened at its own address: the record is at the same address, loaded afresh.
          onView={() => setReload((n) => n + 1)}
        />
      ) : !loaded ? (
        <div className="page-card">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : loaded.kind === 'ready' ? (
        <>
          <WaitingLine waiting={loaded.detail?.waiting} />
          <PredictionLine prediction={loaded.detail?.prediction} />
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
          {loaded.detail?.sample_retention && loaded.detail.status !== 'draft' && (
            <SamplesPanel detail={loaded.detail} onChanged={() => setReload((n) => n + 1)} />
          )}
          {loaded.detail && LinePanel.detail && <LinePanel.detail detail={loaded.detail} onChanged={() => setReload((n) => n + 1)} />}
          {loaded.detail?.origin && loaded.detail.status === 'draft' && <OriginBanner origin={loaded.detail.origin} form={form} />}
          {loaded.detail && <ApplicationLinks detail={loaded.detail} />}
          {loaded.detail && LinePanel.actions && <LinePanel.actions detail={loaded.detail} onChanged={() => setReload((n) => n + 1)} />}
          {id !== null && <FeeSummary applicationId={id} />}
          {readOnlyDetail ? (
            <>
              {carried.length > 0 && <SubmittedWarnings warnings={carried} />}
              <ApplicationDetailView detail={readOnlyDetail} />
            </>
          ) : (
            <>
              {loaded.detail && <ReturnNotice detail={loaded.detail} />}
              <ApplicationEditor
                key={`${id ?? 'new'}-${from ?? ''}`}
                form={form}
                start={loaded.start}
                basePath={basePath}
                onSubmitted={(application, warnings) => setSubmitted({ application, warnings })}
              />
              {/* A draft (or a returned application) already takes guests: the factory may upload before it is submitted. */}
              {loaded.detail && <GuestsCard applicationId={loaded.detail.id} status={loaded.detail.status} />}
            </>
          )}
        </>
      ) : (
        <div className="page-card" data-testid="application-missing">
          <Result status={loaded.kind === 'notFound' ? '404' : 'warning'} title={t(loaded.kind === 'notFound' ? 'appUi.notFound' : 'common.pageLoadFailed')} />
        </div>
      )}
    </div>
  );
}
