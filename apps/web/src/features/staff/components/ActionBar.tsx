import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { STAFF_REASON_MAX, type StaffApplication } from '@tic/shared';
import { useStaffAction, useStaffMe } from '../api/staff';
import { ActionDialog, confirmText } from './ActionDialog';
import { actionFormOf, lineActionPath } from './lineActions';
import { advanceChoices } from '../lib/steps';

/** What each action asks for before it is sent (nothing: it is sent at once). */
type Need = 'reason' | 'step' | 'assignee' | 'route' | 'confirm' | null;
// Irreversible actions ask once, saying what will happen (issue 27): accept and send the draft (only that), issue
// (with its route).
const NEEDS: Record<string, Need> = {
  return: 'reason',
  cancel: 'reason',
  advance: 'step',
  assign: 'assignee',
  issue: 'route',
  accept: 'confirm',
  send_draft: 'confirm',
};
const SAYS_WHAT = ['accept', 'send_draft', 'issue'];
/** Per-file actions are on the attachments, not in the bar. */
const FILE_ACTIONS = ['return_attachment', 'approve_attachment'];
/** The sample-loop steps each need their own body (address, photos, test data): API routes for now (docs/sample-logistics.md). */
const API_ONLY = ['request_samples', 'receive_samples', 'reject_samples', 'accept_samples', 'send_test_data'];
const DANGER = ['return', 'cancel', 'release', 'abort', 'cancel_booking'];

/**
 * The actions the policy allows this user now (the application's `actions`), each asking for what it needs.
 * A refusal (someone acted first: 409) is shown and the page shows the new state.
 */
export function ActionBar({ app }: { app: StaffApplication }) {
  const { t } = useTranslation();
  const run = useStaffAction(app.id);
  const me = useStaffMe().data;
  const [open, setOpen] = useState<string | null>(null);
  const [dialog, setDialog] = useState<string | null>(null);
  const [form] = Form.useForm();
  const actions = app.actions.filter((a) => !FILE_ACTIONS.includes(a) && !API_ONLY.includes(a));

  const pathOf = (action: string) => lineActionPath(action, { app });
  const send = (action: string, body?: Record<string, unknown>) =>
    run.mutate(
      { path: pathOf(action), body },
      {
        onSuccess: () => {
          setOpen(null);
          setDialog(null);
        },
      },
    );

  if (actions.length === 0) return <Alert type="info" showIcon message={t('staff.noActions')} data-testid="staff-no-actions" />;
  const need = open ? NEEDS[open] : null;
  const choices = advanceChoices(app.form, app.process_step);
  const label = (a: string) => t(`staff.action.${a === 'assign' && app.assignee ? 'reassign' : a}`);
  return (
    <>
      <Space wrap data-testid="staff-actions">
        {actions.map((a) => (
          <Button
            key={a}
            type={a === 'release' || a === 'take' ? 'default' : DANGER.includes(a) ? 'default' : 'primary'}
            danger={DANGER.includes(a)}
            loading={run.isPending && run.variables?.path === pathOf(a)}
            onClick={() => (actionFormOf(a, { app }) ? setDialog(a) : NEEDS[a] ? (form.resetFields(), setOpen(a)) : send(a))}
            data-testid={`action-${a}`}
          >
            {label(a)}
          </Button>
        ))}
      </Space>
      <Modal
        open={open !== null}
        title={open ? label(open) : ''}
        okText={open && SAYS_WHAT.includes(open) ? label(open) : t('staff.confirm')}
        okButtonProps={{ 'data-testid': 'action-ok' } as never}
        onCancel={() => setOpen(null)}
        onOk={() => form.submit()}
        confirmLoading={run.isPending}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          // The suggested next step is chosen (the dialog is made anew each time it opens).
          initialValues={open === 'advance' && choices.next ? { step: choices.next } : undefined}
          onFinish={(v: Record<string, unknown>) => open && send(open, NEEDS[open] === 'confirm' ? undefined : v)}
          data-testid="action-form"
        >
          {open && SAYS_WHAT.includes(open) && <p data-testid="action-what">{confirmText(t, open, label(open))}</p>}
          {need === 'reason' && (
            <Form.Item
              name="reason"
              label={t('staff.reason')}
              rules={[
                { required: true, whitespace: true, message: t('validation.required', { field: t('staff.reason') }) },
                { max: STAFF_REASON_MAX, message: t('validation.tooLong', { field: t('staff.reason'), max: STAFF_REASON_MAX }) },
              ]}
            >
              <Input.TextArea rows={4} maxLength={STAFF_REASON_MAX} showCount placeholder={t('staff.reasonPlaceholder')} id="action-reason" />
            </Form.Item>
          )}
          {need === 'step' && (
            <Form.Item name="step" label={t('staff.stepTo')} rules={[{ required: true, message: t('validation.required', { field: t('staff.stepTo') }) }]}>
              <Select
                options={choices.steps.map((s) => ({
                  value: s,
                  label: s === choices.next ? t('ux.suggestedStep', { step: t(`applications.step.${s}`) }) : t(`applications.step.${s}`),
                }))}
                data-testid="action-step"
              />
            </Form.Item>
          )}
          {need === 'assignee' && (
            <Form.Item
              name="assignee_id"
              label={t('staff.assignTo')}
              rules={[{ required: true, message: t('validation.required', { field: t('staff.assignTo') }) }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                options={(me?.staff ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.roles.map((r) => t(`staff.role.${r}`)).join(', ')})` }))}
              />
            </Form.Item>
          )}
          {need === 'route' && (
            <>
              <Form.Item name="route" label={t('staff.route')}>
                <Select allowClear options={['A', 'B', 'C', 'D'].map((r) => ({ value: r, label: r }))} />
              </Form.Item>
              {/* Shortens the type's validity (the server refuses a later date with the latest allowed: 400). */}
              <Form.Item name="valid_until" label={t('staff.validUntil')} extra={t('staff.validUntilHint')}>
                <Input type="date" id="action-valid-until" data-testid="action-valid-until" dir="ltr" />
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
      <ActionDialog
        action={dialog}
        ctx={{ app }}
        title={dialog ? label(dialog) : ''}
        pending={run.isPending}
        onCancel={() => setDialog(null)}
        onSend={(body) => dialog && send(dialog, body)}
      />
    </>
  );
}
