import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Select, Tag } from 'antd';
import { FileAddOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DIRECTORY_PATH, FINDER_DESTINATIONS, FORM_SCREENS, formatMoney, LOGIN_PATH, type ApplicationForm, type FinderResult } from '@tic/shared';
import { LoginHeading, LoginShell } from '../../auth';
import { PredictionLine } from '../../applications';
import { findScheme } from '../api/publicApi';
import { hasSessionFlag } from '../../../lib/storage';
import { typeName } from '../lib/names';
import { destinationMatches, destinationOrder } from '../lib/destinationSearch';

type Outcome = { kind: 'result'; result: FinderResult } | { kind: 'error'; text: string };
interface Fields {
  hs?: string;
  description?: string;
  destination?: string;
}

const bcp47 = (lang: string) => (lang === 'zh_CN' ? 'zh-CN' : lang);

/** Where "Start application" opens: the line's form, a new draft of the type, the HS code and destination carried along. */
export const startPath = (form: string, type: string, hs: string, destination: string) =>
  `${FORM_SCREENS[form as ApplicationForm]}?${new URLSearchParams({ type, hs, destination })}`;
/** Without a session, /login first, coming back to the new draft (the guard alone would drop the path). */
const signedInTo = (path: string) => (hasSessionFlag() ? path : `${LOGIN_PATH}?${new URLSearchParams({ redirect: path })}`);

/**
 * /schemeFinder, without sign-in: an HS code (or a product description) and a destination give the schemes that
 * apply, the documents to prepare, where a fee rule exists the fee, and when one submitted today is expected; "Start application" opens a new draft of
 * that type (the sign-in comes first when there is no session). ?hs=&description=&destination= keep the question.
 */
export default function SchemeFinderPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<Fields>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const hs = params.get('hs') ?? '';
  const description = params.get('description') ?? '';
  const destination = params.get('destination') ?? '';
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([bcp47(i18n.language)], { type: 'region' });
    return FINDER_DESTINATIONS.map((c) => ({ value: c, label: names.of(c) ?? c })).sort((a, b) => a.label.localeCompare(b.label, bcp47(i18n.language)));
  }, [i18n.language]);

  useEffect(() => {
    if (!destination && !hs && !description) return setOutcome(null);
    let live = true;
    setBusy(true);
    void findScheme({ hs, description, destination }).then((r) => {
      if (!live) return;
      setBusy(false);
      setOutcome(r.ok ? { kind: 'result', result: r.data } : { kind: 'error', text: r.msg ?? t('common.pageLoadFailed') });
    });
    return () => {
      live = false;
    };
  }, [hs, description, destination, t]);

  const money = (amount: string, currency: string) => formatMoney(amount, currency, i18n.language);
  return (
    <LoginShell>
      <LoginHeading title={t('directory.finder.title')} subtitle={t('directory.finder.intro')} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ hs, description, destination: destination || undefined }}
        onFinish={(v) => setParams({ hs: (v.hs ?? '').trim(), description: (v.description ?? '').trim(), destination: v.destination ?? '' }, { replace: true })}
        data-testid="finder-form"
      >
        <Form.Item name="hs" label={t('directory.finder.hs')}>
          <Input autoComplete="off" maxLength={20} inputMode="numeric" placeholder="8539.52" dir="ltr" data-testid="finder-hs" />
        </Form.Item>
        <Form.Item name="description" label={t('directory.finder.description')}>
          <Input autoComplete="off" maxLength={100} data-testid="finder-description" />
        </Form.Item>
        <Form.Item name="destination" label={t('directory.finder.destination')} rules={[{ required: true, message: t('directory.finder.badDestination') }]}>
          <Select
            showSearch
            // The ISO code (KE) or any part of the country's name in the page's language, the exact code first.
            filterOption={(input, o) => destinationMatches(input, o)}
            filterSort={(a, b, info) => destinationOrder(a, b, info.searchValue, bcp47(i18n.language))}
            options={countries}
            data-testid="finder-destination"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} icon={<SearchOutlined />} data-testid="finder-submit">
          {t('directory.finder.find')}
        </Button>
      </Form>
      <div className="directory-results" aria-live="polite">
        {outcome?.kind === 'error' && <Alert type="warning" showIcon message={outcome.text} data-testid="finder-error" />}
        {outcome?.kind === 'result' && (
          <>
            {outcome.result.hs_description && (
              <p className="directory-count" data-testid="finder-hs-matched">
                {t('directory.finder.hsMatched', { code: outcome.result.hs, description: outcome.result.hs_description })}
              </p>
            )}
            <ul className="directory-list">
              {outcome.result.matches.map((m) => (
                <li key={m.type} className="directory-card" data-testid="finder-match" data-type={m.type}>
                  <div className="directory-card-head">
                    <strong>{typeName(m.type, i18n.language)}</strong>
                  </div>
                  <p className="directory-card-since" data-testid="finder-quote">
                    {m.quote
                      ? t('directory.finder.quote', {
                          percent: m.quote.percent,
                          min: money(m.quote.min, m.quote.currency),
                          max: money(m.quote.max, m.quote.currency),
                        })
                      : t('directory.finder.noQuote')}
                  </p>
                  <PredictionLine prediction={m.prediction} ifSubmittedToday />
                  <h4 className="directory-docs-title">{t('directory.finder.documents')}</h4>
                  <ul className="directory-docs">
                    {m.documents.map((d) => (
                      <li key={d.file_type}>
                        {t(`applications.fileType.${d.file_type}`)}
                        {d.required && (
                          <Tag color="blue" className="directory-required">
                            {t('directory.finder.required')}
                          </Tag>
                        )}
                      </li>
                    ))}
                  </ul>
                  <Button
                    type="primary"
                    icon={<FileAddOutlined />}
                    onClick={() => navigate(signedInTo(startPath(m.form, m.type, outcome.result.hs, outcome.result.destination)))}
                    data-testid="finder-start"
                  >
                    {t('directory.finder.start')}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="login-links directory-links">
        <Link to={DIRECTORY_PATH}>{t('route.directory')}</Link>
        <Link to={LOGIN_PATH}>{t('route.login')}</Link>
      </div>
    </LoginShell>
  );
}
