import { useState } from 'react';
import { App, Button, Form, Input, Modal, Result, Switch, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { feeRuleBody, hasRoleFor, issueMessage, lineOf, type FeeRuleView } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { StatusPage } from '../../../components/StatusPage';
import { currentLang } from '../../../lib/i18n';
import { Money } from '../../payments';
import { useApplicationTypes } from '../../reference';
import { useFeeRuleHistory, useFeeRules, useUpdateFeeRule, type FeeRuleEdit } from '../api/financeDesk';
import { useStaffMe } from '../api/staff';
import { when } from '../lib/format';

type Draft = { percent: string; min_amount: string; max_amount: string; currency: string; active: boolean; reason: string };

const draftOf = (r: FeeRuleView): Draft => ({
  percent: r.percent,
  min_amount: r.min_amount,
  max_amount: r.max_amount,
  currency: r.currency,
  active: r.active,
  reason: '',
});

/** The edit form's text inputs, in order: the percentage, the amounts in the rule's currency, the currency code. */
const TEXT_FIELDS: readonly {
  key: 'percent' | 'min_amount' | 'max_amount' | 'currency';
  label: string;
  unit: 'percent' | 'amount' | 'currency';
  testId: string;
}[] = [
  { key: 'percent', label: 'feeRulesUi.percent', unit: 'percent', testId: 'percent' },
  { key: 'min_amount', label: 'feeRulesUi.min', unit: 'amount', testId: 'min' },
  { key: 'max_amount', label: 'feeRulesUi.max', unit: 'amount', testId: 'max' },
  { key: 'currency', label: 'feeRulesUi.currency', unit: 'currency', testId: 'currency' },
];

/** The rule's history: every version, newest first, with who changed it and why. */
function History({ rule, onClose }: { rule: FeeRuleView; onClose: () => void }) {
  const { t } = useTranslation();
  const q = useFeeRuleHistory(rule.id);
  return (
    <Modal open title={t('feeRulesUi.historyTitle', { code: rule.code })} onCancel={onClose} footer={null} width={900} destroyOnHidden>
      <Table
        rowKey="version"
        size="small"
        loading={q.isFetching}
        dataSource={q.data ?? []}
        pagination={false}
        scroll={{ x: 760 }}
        data-testid="fee-rule-history"
        columns={[
          { title: t('feeRulesUi.version'), dataIndex: 'version', width: 70 },
          { title: t('feeRulesUi.percent'), dataIndex: 'percent', width: 90, render: (v: string) => <bdi dir="ltr">{v}%</bdi> },
          { title: t('feeRulesUi.min'), key: 'min', width: 120, render: (_: unknown, h) => <Money amount={h.min_amount} currency={h.currency} /> },
          { title: t('feeRulesUi.max'), key: 'max', width: 120, render: (_: unknown, h) => <Money amount={h.max_amount} currency={h.currency} /> },
          { title: t('feeRulesUi.active'), dataIndex: 'active', width: 70, render: (v: boolean) => (v ? t('feeRulesUi.active') : t('feeRulesUi.inactive')) },
          { title: t('feeRulesUi.updatedAt'), dataIndex: 'updated_at', width: 140, render: (v: string) => <span dir="ltr">{when(v)}</span> },
          { title: t('feeRulesUi.changedBy'), dataIndex: 'changed_by_name', width: 110, render: (v: string | null) => <span dir="auto">{v ?? '—'}</span> },
          {
            title: t('feeRulesUi.reason'),
            dataIndex: 'reason',
            render: (v: string | null) => <span dir="auto">{v ?? t('feeRulesUi.seeded')}</span>,
          },
        ]}
      />
      <div style={{ textAlign: 'end', marginBlockStart: 12 }}>
        <Button onClick={onClose}>{t('feeRulesUi.close')}</Button>
      </div>
    </Modal>
  );
}

/**
 * Staff: the instant-quote fee rules (policy row fee_rules: finance and administrators). Each rule is changed
 * at the version read, with a reason the shared body schema requires (the server checks the same); the
 * history shows every version with who changed it and why. The application forms apply the active version.
 */
export default function FeeRulesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useFeeRules();
  const types = useApplicationTypes();
  const me = useStaffMe();
  const mayEdit = !!me.data && hasRoleFor({ id: me.data.id, kind: 'staff', roles: me.data.roles }, 'fee_rules');
  const update = useUpdateFeeRule();
  const [editing, setEditing] = useState<FeeRuleView | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [history, setHistory] = useState<FeeRuleView | null>(null);
  const typeName = (code: string) => types.find((x) => x.code === code)?.name ?? code;
  // An express rule names its line (application_type holds the line's form): the name of the menu area the line
  // declares it sits in (its declaration's `area`, from the registry).
  const lineName = (form: string) => t(`area.${lineOf(form)?.declaration.area ?? form}`, { defaultValue: form });

  if (rules.isError)
    return (rules.error as { status?: number } | null)?.status === 403 ? (
      <StatusPage status="403" title={t('denied.title')} desc={t('denied.desc')} testId="denied" />
    ) : (
      <Result status="warning" title={t('common.pageLoadFailed')} />
    );

  const open = (r: FeeRuleView) => {
    setEditing(r);
    setDraft(draftOf(r));
    setErrors({});
  };
  const save = async () => {
    if (!editing || !draft) return;
    const body: FeeRuleEdit = { ...draft, version: editing.version };
    // The same schema the server applies (amounts per currency, maximum not below minimum, a reason).
    const parsed = feeRuleBody.safeParse(body);
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const i of parsed.error.issues) out[String(i.path[0])] ??= issueMessage(i as never, currentLang());
      setErrors(out);
      return;
    }
    try {
      const saved = await update.mutateAsync({ id: editing.id, body });
      void message.success(t('feeRulesUi.saved', { version: saved.version }));
      setEditing(null);
    } catch {
      // The HTTP client has shown the server's reason (409: changed meanwhile); the list is read again.
      setEditing(null);
    }
  };
  const field = (key: keyof Draft, label: string, input: React.ReactNode) => (
    <Form.Item key={key} label={label} required={key !== 'active'} validateStatus={errors[key] ? 'error' : undefined} help={errors[key]}>
      {input}
    </Form.Item>
  );
  const set = (patch: Partial<Draft>) => (setDraft((d) => (d ? { ...d, ...patch } : d)), setErrors({}));

  return (
    <div className="page" data-testid="staff-fee-rules">
      <PageHeader title={t('route.staff_feeRules')} subtitle={t('feeRulesUi.intro')} />
      <div className="page-card">
        <Table<FeeRuleView>
          rowKey="id"
          loading={rules.isFetching}
          dataSource={rules.data ?? []}
          pagination={false}
          scroll={{ x: 980 }}
          data-testid="fee-rules-table"
          onRow={(r) => ({ 'data-testid': `fee-rule-${r.code}` }) as never}
          columns={[
            {
              title: t('feeRulesUi.applicationType'),
              key: 'type',
              width: 170,
              render: (_: unknown, r) => (
                <>
                  <div dir="auto">
                    {r.kind === 'express_surcharge' ? t('feeRulesUi.expressRule', { line: lineName(r.application_type) }) : typeName(r.application_type)}
                  </div>
                  <div className="staff-muted" dir="ltr">
                    {r.code}
                  </div>
                </>
              ),
            },
            { title: t('feeRulesUi.percent'), dataIndex: 'percent', width: 110, render: (v: string) => <bdi dir="ltr">{v}%</bdi> },
            { title: t('feeRulesUi.min'), key: 'min', width: 130, render: (_: unknown, r) => <Money amount={r.min_amount} currency={r.currency} /> },
            { title: t('feeRulesUi.max'), key: 'max', width: 130, render: (_: unknown, r) => <Money amount={r.max_amount} currency={r.currency} /> },
            {
              title: t('feeRulesUi.active'),
              dataIndex: 'active',
              width: 90,
              render: (v: boolean) => <Tag color={v ? 'success' : 'default'}>{v ? t('feeRulesUi.active') : t('feeRulesUi.inactive')}</Tag>,
            },
            { title: t('feeRulesUi.version'), dataIndex: 'version', width: 80 },
            { title: t('feeRulesUi.updatedAt'), dataIndex: 'updated_at', width: 150, render: (v: string) => <span dir="ltr">{when(v)}</span> },
            {
              title: t('feeRulesUi.actions'),
              key: 'actions',
              width: 170,
              render: (_: unknown, r) => (
                <span className="staff-row-actions">
                  {mayEdit && (
                    <Button type="primary" size="small" onClick={() => open(r)} data-testid="fee-rule-edit">
                      {t('feeRulesUi.edit')}
                    </Button>
                  )}
                  <Button size="small" onClick={() => setHistory(r)} data-testid="fee-rule-history-open">
                    {t('feeRulesUi.history')}
                  </Button>
                </span>
              ),
            },
          ]}
        />
      </div>
      <Modal
        open={!!editing}
        title={editing && t('feeRulesUi.editTitle', { code: editing.code })}
        okText={t('feeRulesUi.save')}
        cancelText={t('feeRulesUi.cancel')}
        okButtonProps={{ 'data-testid': 'fee-rule-save' } as never}
        confirmLoading={update.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => void save()}
        destroyOnHidden
      >
        <p>{t('feeRulesUi.editHint')}</p>
        {editing?.kind === 'express_surcharge' && <p data-testid="fee-rule-express-hint">{t('feeRulesUi.expressHint')}</p>}
        {draft && (
          <Form layout="vertical" data-testid="fee-rule-form">
            {TEXT_FIELDS.map((f) =>
              field(
                f.key,
                t(f.label),
                <Input
                  value={draft[f.key]}
                  inputMode={f.unit === 'currency' ? undefined : 'decimal'}
                  dir="ltr"
                  suffix={f.unit === 'percent' ? '%' : undefined}
                  addonAfter={f.unit === 'amount' ? draft.currency : undefined}
                  maxLength={f.unit === 'currency' ? 3 : undefined}
                  // An express rule is the rule of its currency (the server refuses another).
                  disabled={f.unit === 'currency' && editing?.kind === 'express_surcharge'}
                  aria-label={t(f.label)}
                  onChange={(e) => set({ [f.key]: f.unit === 'currency' ? e.target.value.toUpperCase() : e.target.value })}
                  data-testid={`fee-rule-${f.testId}`}
                />,
              ),
            )}
            {field(
              'active',
              t('feeRulesUi.active'),
              <Switch checked={draft.active} onChange={(v) => set({ active: v })} aria-label={t('feeRulesUi.active')} />,
            )}
            {field(
              'reason',
              t('feeRulesUi.reason'),
              <Input.TextArea
                rows={2}
                maxLength={500}
                showCount
                value={draft.reason}
                aria-label={t('feeRulesUi.reason')}
                onChange={(e) => set({ reason: e.target.value })}
                data-testid="fee-rule-reason"
              />,
            )}
          </Form>
        )}
      </Modal>
      {history && <History rule={history} onClose={() => setHistory(null)} />}
    </div>
  );
}
