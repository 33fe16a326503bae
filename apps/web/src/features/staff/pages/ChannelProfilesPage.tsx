import { useState } from 'react';
import { App, Button, Form, Input, Modal, Result, Segmented, Table, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  API_FRONTEND,
  CHANNEL_PROFILE_STATUSES,
  CHANNEL_REASON_MAX,
  channelDecisionBody,
  hasRoleFor,
  issueMessage,
  type ChannelProfileStatus,
} from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { StatusPage } from '../../../components/StatusPage';
import { currentLang } from '../../../lib/i18n';
import { useDictionary } from '../../reference';
import { useStaffMe } from '../api/staff';
import { useChannelDecision, useChannelProfiles, type StaffChannelProfile } from '../api/channelReview';
import { when } from '../lib/format';

const STATUS_COLOR: Record<ChannelProfileStatus, string> = { none: 'default', submitted: 'processing', approved: 'success', returned: 'warning' };
/** The statuses staff filter by (a profile never submitted is not listed on its own). */
const FILTERS = CHANNEL_PROFILE_STATUSES.filter((s) => s !== 'none');
type Filter = (typeof FILTERS)[number] | 'all';
type Pending = { profile: StaffChannelProfile; decision: 'approve' | 'return' };

/** The files a profile names, each a link to the stored file by its own name. */
function Files({ paths, profile }: { paths: readonly unknown[]; profile: StaffChannelProfile }) {
  const list = paths.filter((p): p is string => typeof p === 'string' && !!p);
  if (!list.length) return null;
  return (
    <span className="staff-row-actions">
      {list.map((path) => (
        <a key={path} href={`${API_FRONTEND}${path}`} target="_blank" rel="noreferrer" dir="auto">
          {profile.files[path]?.name ?? path}
        </a>
      ))}
    </span>
  );
}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The company or person the partner declared, with the identity files. */
function Identity({ p }: { p: StaffChannelProfile }) {
  const { t } = useTranslation();
  if (p.channel_type === 'company') {
    const c = p.company;
    return (
      <div data-testid="cr-identity">
        <div dir="auto">{str(c.name) || '—'}</div>
        <div className="staff-muted">
          {t('channelReview.usci')}: <span dir="ltr">{str(c.usci) || '—'}</span>
        </div>
        <div className="staff-muted">
          {t('channelReview.legalRep')}: <span dir="auto">{str(c.legal_representative) || '—'}</span>
        </div>
        <div>
          {t('channel.licence')}: <Files paths={Array.isArray(c.licence) ? c.licence : []} profile={p} />
        </div>
      </div>
    );
  }
  const s = p.personal;
  return (
    <div data-testid="cr-identity">
      <div dir="auto">{str(s.name) || '—'}</div>
      <div className="staff-muted">
        {Number(s.id_type) === 2 ? t('channel.passport') : t('channel.idCard')} · {t('channelReview.idNo')}: <span dir="ltr">{str(s.id_no) || '—'}</span>
      </div>
      <Files paths={[s.front, s.opposite, s.passport]} profile={p} />
    </div>
  );
}

/**
 * Staff: the channel partners' confirmation profiles (issue 19, policy row review_channel). Those waiting
 * first, filterable by status; approve, or return with a reason (the server's own schema checks it here too),
 * each after a confirmation. The partner sees the result on /myProfileInfo and gets the notice.
 */
export default function ChannelProfilesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const filter = (search.get('status') ?? 'submitted') as Filter;
  const list = useChannelProfiles(filter === 'all' ? undefined : filter);
  const me = useStaffMe();
  const mayReview = !!me.data && hasRoleFor({ id: me.data.id, kind: 'staff', roles: me.data.roles }, 'review_channel');
  const qualifications = useDictionary('customer.qualification').data ?? [];
  const qualName = (key: string) => qualifications.find((q) => q.dicKey === key)?.dicValue ?? key;
  const decide = useChannelDecision();
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const open = (profile: StaffChannelProfile, decision: Pending['decision']) => {
    setReason('');
    setError(null);
    setPending({ profile, decision });
  };
  const confirm = async () => {
    if (!pending) return;
    const body = { decision: pending.decision, reason: pending.decision === 'return' ? reason : undefined, version: pending.profile.version };
    // The same rule the server applies (a return needs its reason, at most CHANNEL_REASON_MAX characters).
    const parsed = channelDecisionBody.safeParse(body);
    if (!parsed.success) {
      setError(issueMessage(parsed.error.issues[0] as never, currentLang()));
      return;
    }
    try {
      await decide.mutateAsync({ userId: pending.profile.user_id, body });
      void message.success(t(pending.decision === 'approve' ? 'channelReview.approved' : 'channelReview.returned'));
      setPending(null);
    } catch {
      // The HTTP client has shown the server's reason (409: someone decided first); the list is read again.
      setPending(null);
    }
  };
  const partnerOf = (p: StaffChannelProfile) => p.name ?? p.username;

  // A staff member whose roles may not review channel profiles (the API answers 403): the denied page.
  if (list.isError)
    return (list.error as { status?: number } | null)?.status === 403 ? (
      <StatusPage status="403" title={t('denied.title')} desc={t('denied.desc')} testId="denied" />
    ) : (
      <Result status="warning" title={t('common.pageLoadFailed')} />
    );

  return (
    <div className="page" data-testid="staff-channel-profiles">
      <PageHeader title={t('route.staff_channelProfiles')} subtitle={t('channelReview.intro')} />
      <div className="page-card">
        <div style={{ marginBlockEnd: 16, maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<Filter>
            value={filter}
            onChange={(v) => setSearch(v === 'submitted' ? {} : { status: v })}
            options={[...FILTERS.map((s) => ({ value: s, label: t(`channel.status.${s}`) })), { value: 'all' as const, label: t('channelReview.all') }]}
            aria-label={t('channelReview.filter')}
            data-testid="cr-filter"
          />
        </div>
        <Table<StaffChannelProfile>
          rowKey="user_id"
          loading={list.isFetching}
          dataSource={list.data ?? []}
          scroll={{ x: 1320 }}
          pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
          locale={{ emptyText: t('channelReview.empty') }}
          data-testid="cr-table"
          onRow={(r) => ({ 'data-testid': `cr-row-${r.username}` }) as never}
          columns={[
            {
              title: t('channelReview.partner'),
              key: 'partner',
              width: 150,
              render: (_: unknown, r) => (
                <>
                  <div dir="auto">{r.name ?? '—'}</div>
                  <div className="staff-muted" dir="ltr">
                    {r.username}
                  </div>
                </>
              ),
            },
            {
              title: t('channelReview.channelType'),
              dataIndex: 'channel_type',
              width: 100,
              render: (v: string | null) => (v ? <Tag>{t(`channel.type.${v}`)}</Tag> : '—'),
            },
            { title: t('channelReview.identity'), key: 'identity', width: 250, render: (_: unknown, r) => <Identity p={r} /> },
            {
              title: t('channelReview.qualifications'),
              key: 'qualifications',
              width: 230,
              render: (_: unknown, r) => (
                <div data-testid="cr-qualifications">
                  {r.qualification.map((key) => (
                    <div key={key}>
                      <span dir="auto">{qualName(key)}</span>
                      {r.qualification_files[key]?.length ? (
                        <>
                          {': '}
                          <Files paths={r.qualification_files[key]} profile={r} />
                        </>
                      ) : null}
                    </div>
                  ))}
                  {r.qualification_others && (
                    <div className="staff-muted" dir="auto">
                      {r.qualification_others}
                    </div>
                  )}
                </div>
              ),
            },
            {
              title: t('channelReview.status'),
              dataIndex: 'status',
              width: 160,
              render: (v: ChannelProfileStatus, r) => (
                <>
                  <Tag color={STATUS_COLOR[v]} data-testid="cr-status">
                    {t(`channel.status.${v}`)}
                  </Tag>
                  {v === 'returned' && r.reason && (
                    <div className="staff-muted" dir="auto">
                      {t('channelReview.returnedBecause', { reason: r.reason })}
                    </div>
                  )}
                </>
              ),
            },
            { title: t('channelReview.submittedAt'), dataIndex: 'submitted_at', width: 130, render: (v: string | null) => <span dir="ltr">{when(v)}</span> },
            { title: t('channelReview.decidedAt'), dataIndex: 'decided_at', width: 130, render: (v: string | null) => <span dir="ltr">{when(v)}</span> },
            ...(mayReview
              ? [
                  {
                    title: t('channelReview.actions'),
                    key: 'actions',
                    width: 170,
                    // Always in view beside the row, however wide the table (the other columns scroll under it).
                    fixed: 'end' as const,
                    render: (_: unknown, r: StaffChannelProfile) =>
                      r.status === 'submitted' && (
                        <span className="staff-row-actions">
                          <Button type="primary" size="small" onClick={() => open(r, 'approve')} data-testid="cr-approve">
                            {t('channelReview.approve')}
                          </Button>
                          <Button danger size="small" onClick={() => open(r, 'return')} data-testid="cr-return">
                            {t('channelReview.return')}
                          </Button>
                        </span>
                      ),
                  },
                ]
              : []),
          ]}
        />
      </div>
      <Modal
        open={!!pending}
        title={
          pending && t(pending.decision === 'approve' ? 'channelReview.approveTitle' : 'channelReview.returnTitle', { partner: partnerOf(pending.profile) })
        }
        okText={t('channelReview.confirm')}
        cancelText={t('channelReview.cancel')}
        okButtonProps={{ danger: pending?.decision === 'return', 'data-testid': 'cr-confirm' } as never}
        confirmLoading={decide.isPending}
        onCancel={() => setPending(null)}
        onOk={() => void confirm()}
        destroyOnHidden
      >
        <p>{t(pending?.decision === 'approve' ? 'channelReview.approveHint' : 'channelReview.returnHint')}</p>
        {pending?.decision === 'return' && (
          <Form layout="vertical">
            <Form.Item label={t('channelReview.reason')} required validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
              <Input.TextArea
                rows={3}
                value={reason}
                maxLength={CHANNEL_REASON_MAX}
                showCount
                onChange={(e) => (setReason(e.target.value), setError(null))}
                data-testid="cr-reason"
              />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </div>
  );
}
