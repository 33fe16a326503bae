import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Pagination, Select, Tag } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatNumber, LOGIN_PATH, SCHEME_FINDER_PATH, VERIFY_PATH, type DirectoryEntry, type DirectoryPage } from '@tic/shared';
import { LoginHeading, LoginShell } from '../../auth';
import { searchDirectory, unsubscribe } from '../api/publicApi';
import { SubscribeForm } from '../components/SubscribeForm';
import { TYPE_CODES, typeName } from '../lib/names';
import { localDate } from '../../../lib/i18n';

const COLORS: Record<string, string> = { valid: 'green', suspended: 'orange', withdrawn: 'red', expired: 'default', superseded: 'purple' };
type Outcome = { kind: 'page'; page: DirectoryPage } | { kind: 'error'; text: string };

/**
 * /directory, without sign-in: the certificates their holders listed, searched by holder, brand, model, product or
 * number (?q=&scheme=&page= keep the search in the address); each can be followed by e-mail (the subscribe form);
 * ?unsubscribe=<token> is the link of a subscriber's message.
 */
export default function DirectoryPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<{ q: string; scheme?: string }>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [following, setFollowing] = useState('');
  const [unsubscribed, setUnsubscribed] = useState<{ ok: boolean; text: string } | null>(null);
  const q = params.get('q') ?? '';
  const scheme = params.get('scheme') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const token = params.get('unsubscribe');

  useEffect(() => {
    if (!q && !scheme) return setOutcome(null);
    let live = true;
    setBusy(true);
    void searchDirectory(q, scheme, page).then((r) => {
      if (!live) return;
      setBusy(false);
      setOutcome(r.ok ? { kind: 'page', page: r.data } : { kind: 'error', text: r.msg ?? t('common.pageLoadFailed') });
    });
    return () => {
      live = false;
    };
  }, [q, scheme, page, t]);

  useEffect(() => {
    if (!token) return;
    void unsubscribe(token).then((r) =>
      setUnsubscribed(r.ok ? { ok: true, text: t('directory.subscribe.unsubscribed') } : { ok: false, text: r.msg ?? t('directory.subscribe.badLink') }),
    );
  }, [token, t]);

  const follow = (no: string) => {
    setFollowing(no);
    document.getElementById('subscribe')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <LoginShell>
      <LoginHeading title={t('directory.title')} subtitle={t('directory.intro')} />
      {unsubscribed && (
        <Alert type={unsubscribed.ok ? 'success' : 'error'} showIcon message={unsubscribed.text} data-testid="unsubscribed" className="directory-alert" />
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ q, scheme: scheme || undefined }}
        onFinish={(v) => setParams({ q: (v.q ?? '').trim(), ...(v.scheme ? { scheme: v.scheme } : {}) }, { replace: true })}
        data-testid="directory-form"
      >
        <Form.Item name="q" label={t('directory.query')}>
          <Input autoComplete="off" maxLength={100} data-testid="directory-q" />
        </Form.Item>
        <Form.Item name="scheme" label={t('directory.scheme')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('directory.anyScheme')}
            options={TYPE_CODES.map((c) => ({ value: c, label: typeName(c, i18n.language) }))}
            data-testid="directory-scheme"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} icon={<SearchOutlined />} data-testid="directory-search">
          {t('directory.searchAction')}
        </Button>
      </Form>
      <div className="directory-results" aria-live="polite">
        {outcome?.kind === 'error' && <Alert type="warning" showIcon message={outcome.text} data-testid="directory-error" />}
        {outcome?.kind === 'page' &&
          (outcome.page.total === 0 ? (
            <Alert type="info" showIcon message={t('directory.empty')} data-testid="directory-empty" />
          ) : (
            <>
              <p className="directory-count" data-testid="directory-count">
                {outcome.page.total_capped
                  ? t('directory.resultsCapped', { total: formatNumber(i18n.language, outcome.page.total) })
                  : t('directory.results', { count: outcome.page.total })}
              </p>
              <ul className="directory-list">
                {outcome.page.data.map((c) => (
                  <EntryCard key={c.cert_no} entry={c} onFollow={() => follow(c.cert_no)} />
                ))}
              </ul>
              {outcome.page.last_page > 1 && (
                <Pagination
                  size="small"
                  simple
                  current={outcome.page.current_page}
                  pageSize={outcome.page.per_page}
                  total={outcome.page.total}
                  onChange={(p) => setParams({ q, ...(scheme ? { scheme } : {}), page: String(p) }, { replace: true })}
                />
              )}
            </>
          ))}
      </div>
      <SubscribeForm certNo={following} />
      <div className="login-links directory-links">
        <Link to={VERIFY_PATH}>{t('directory.verifyLink')}</Link>
        <Link to={SCHEME_FINDER_PATH}>{t('directory.finderLink')}</Link>
        <Link to={LOGIN_PATH}>{t('route.login')}</Link>
      </div>
    </LoginShell>
  );
}

function EntryCard({ entry: c, onFollow }: { entry: DirectoryEntry; onFollow: () => void }) {
  const { t, i18n } = useTranslation();
  const rows: [string, React.ReactNode][] = [
    [t('directory.holder'), <bdi key="h">{c.holder || '—'}</bdi>],
    [t('directory.product'), <bdi key="p">{c.product || '—'}</bdi>],
    [t('directory.brands'), <bdi key="b">{c.brands.join(', ') || '—'}</bdi>],
    [t('directory.models'), <bdi key="m">{c.models.join(', ') || '—'}</bdi>],
    [t('directory.scheme'), typeName(c.scheme, i18n.language)],
    [t('directory.issueDate'), <bdi key="i">{localDate(c.issue_date)}</bdi>],
    [t('directory.expiryDate'), c.expiry_date ? <bdi key="e">{localDate(c.expiry_date)}</bdi> : t('directory.noExpiry')],
  ];
  return (
    <li className="directory-card" data-testid="directory-result" data-cert-no={c.cert_no}>
      <div className="directory-card-head">
        <bdi className="directory-card-no">{c.cert_no}</bdi>
        <span data-testid="directory-status" data-status={c.status}>
          <Tag color={COLORS[c.status]}>{t(`trust.verify.status_${c.status}`)}</Tag>
        </span>
      </div>
      <p className="directory-card-since">
        {t('directory.since', { date: c.status_since })}
        {c.suspended_until && <> · {t('directory.until', { date: c.suspended_until })}</>}
        {c.superseded_by && <> · {t('directory.supersededBy', { no: c.superseded_by })}</>}
      </p>
      <dl className="directory-card-fields">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button size="small" onClick={onFollow} data-testid="directory-follow">
        {t('directory.follow')}
      </Button>
    </li>
  );
}
