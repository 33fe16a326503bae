import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { i18next } from '../../../lib/i18n';
import { issueMessage, STAFF_REASON_MAX } from '@tic/shared';
import type { Rule } from 'antd/es/form';
import { currentLang } from '../../../lib/i18n';
import { type ActionContext, type ActionField, type ActionForm } from './actionForms';
import { actionFormOf } from './lineActions';
import { ExpressProposal } from './ExpressProposal';
import { DecimalInput, NumberInput } from '../../../components/NumberInput';

/** One field of an action's dialog, checked by the action's shared schema on the body the form sends. */
function Field({ f, schema, body }: { f: ActionField; schema?: ActionForm['schema']; body: (v: Record<string, unknown>) => Record<string, unknown> }) {
  const { t } = useTranslation();
  const rules: Rule[] = schema
    ? [
        ({ getFieldsValue }) => ({
          validator: async () => {
            const r = schema.safeParse(body(getFieldsValue(true) as Record<string, unknown>));
            if (r.success) return;
            const issue = r.error.issues.find((i) => i.path.includes(f.name));
            if (issue) throw new Error(issueMessage(issue as never, currentLang()));
          },
        }),
      ]
    : [];
  const id = `action-${f.name}`;
  switch (f.kind) {
    case 'reason':
    case 'optionalReason':
    case 'longText':
      return (
        <Form.Item name={f.name} label={t(f.label)} rules={rules} htmlFor={id}>
          <Input.TextArea rows={3} maxLength={f.kind === 'longText' ? 2000 : STAFF_REASON_MAX} showCount id={id} data-testid={id} />
        </Form.Item>
      );
    case 'date':
      return (
        <Form.Item name={f.name} label={t(f.label)} rules={rules} htmlFor={id}>
          <Input type="date" id={id} data-testid={id} dir="ltr" />
        </Form.Item>
      );
    case 'count':
      return (
        <Form.Item name={f.name} label={t(f.label)} rules={rules} htmlFor={id}>
          <NumberInput min={0} precision={0} id={id} data-testid={id} />
        </Form.Item>
      );
    case 'select':
      return (
        <Form.Item name={f.name} label={t(f.label)} rules={rules} htmlFor={id}>
          <Select id={id} data-testid={id} options={(f.options ?? []).map((o) => ({ value: o, label: f.optionLabels ? t(`${f.optionLabels}.${o}`) : o }))} />
        </Form.Item>
      );
    case 'questions':
      return (
        <Form.List name={f.name}>
          {(items, { add, remove }) => (
            <Form.Item label={t(f.label)}>
              {items.map((item, i) => (
                <Space key={item.key} align="baseline" className="staff-row">
                  <Form.Item
                    name={[item.name, 'question']}
                    rules={[{ required: true, whitespace: true, message: t('validation.required', { field: `${t('staff.work.question')} ${i + 1}` }) }]}
                  >
                    <Input aria-label={`${t('staff.work.question')} ${i + 1}`} data-testid={`action-question-${i}`} />
                  </Form.Item>
                  {items.length > 1 && <Button onClick={() => remove(item.name)}>{t('staff.work.remove')}</Button>}
                </Space>
              ))}
              <Button onClick={() => add({ question: '' })}>{t('staff.work.addQuestion')}</Button>
            </Form.Item>
          )}
        </Form.List>
      );
    case 'testItems':
      // The test report's items: each with its verdict (and standard, requirement, result when given).
      return (
        <Form.List name={f.name}>
          {(items, { add, remove }) => (
            <Form.Item label={t(f.label)}>
              {items.map((item, i) => (
                <div key={item.key} className="staff-test-item" data-testid={`action-item-${i}`}>
                  <Space wrap align="baseline" className="staff-row">
                    <Form.Item
                      name={[item.name, 'item']}
                      rules={[{ required: true, whitespace: true, message: t('validation.required', { field: t('testReport.itemNo', { index: i + 1 }) }) }]}
                    >
                      <Input
                        dir="auto"
                        style={{ width: 170 }}
                        placeholder={t('testReport.item')}
                        aria-label={t('testReport.itemNo', { index: i + 1 })}
                        data-testid={`action-item-${i}-item`}
                      />
                    </Form.Item>
                    <Form.Item name={[item.name, 'standard']}>
                      <Input dir="auto" style={{ width: 130 }} placeholder={t('testReport.standard')} aria-label={`${t('testReport.standard')} ${i + 1}`} />
                    </Form.Item>
                    <Form.Item name={[item.name, 'requirement']}>
                      <Input
                        dir="auto"
                        style={{ width: 130 }}
                        placeholder={t('testReport.requirement')}
                        aria-label={`${t('testReport.requirement')} ${i + 1}`}
                      />
                    </Form.Item>
                    <Form.Item name={[item.name, 'result']}>
                      <Input
                        dir="auto"
                        style={{ width: 110 }}
                        placeholder={t('testReport.value')}
                        aria-label={`${t('testReport.value')} ${i + 1}`}
                        data-testid={`action-item-${i}-result`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[item.name, 'verdict']}
                      rules={[{ required: true, message: t('validation.required', { field: t('testReport.verdictColumn') }) }]}
                    >
                      <Select
                        aria-label={`${t('testReport.verdictColumn')} ${i + 1}`}
                        data-testid={`action-item-${i}-verdict`}
                        style={{ width: 110 }}
                        options={(f.options ?? []).map((o) => ({ value: o, label: t(`${f.optionLabels}.${o}`) }))}
                      />
                    </Form.Item>
                    {items.length > 1 && <Button onClick={() => remove(item.name)}>{t('testReport.removeItem')}</Button>}
                  </Space>
                </div>
              ))}
              <Button onClick={() => add({ item: '', verdict: 'pass' })} data-testid="action-add-item">
                {t('testReport.addItem')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
      );
    case 'allocations':
      return (
        <Form.List name={f.name}>
          {(items) => (
            <Form.Item label={t(f.label)}>
              {items.map((item) => (
                <Space key={item.key} align="baseline" className="staff-row">
                  <Form.Item name={[item.name, 'application_id']} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[item.name, 'amount']} rules={[{ required: true, message: t('validation.required', { field: t('staff.work.allocated') }) }]}>
                    <DecimalInput aria-label={t('staff.work.allocated')} data-testid={`action-allocation-${item.name}`} />
                  </Form.Item>
                </Space>
              ))}
            </Form.Item>
          )}
        </Form.List>
      );
    default:
      return (
        <Form.Item name={f.name} label={t(f.label)} rules={rules} htmlFor={id}>
          {f.kind === 'amount' ? <DecimalInput id={id} data-testid={id} /> : <Input id={id} data-testid={id} dir="auto" />}
        </Form.Item>
      );
  }
}

/** The sentence of an action asked for once: what it does, or (an action without its own sentence) that it is done now. */
export function confirmText(t: TFunction, action: string, title: string): string {
  const key = `ux.confirmWhat.${action}`;
  return i18next.exists(key) ? t(key) : t('ux.confirmWhat.other', { action: title });
}

/**
 * The dialog of one action: its fields from ACTION_FORMS, each checked by the action's shared schema; sends the
 * body built from the values. An action without fields asks for a confirmation only.
 */
export function ActionDialog({
  action,
  ctx,
  title,
  pending,
  onCancel,
  onSend,
}: {
  action: string | null;
  ctx: ActionContext;
  title: string;
  pending: boolean;
  onCancel: () => void;
  onSend: (body: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const spec = action ? actionFormOf(action, ctx) : undefined;
  const body = (v: Record<string, unknown>) => (spec?.body ? spec.body(v, ctx) : v);
  return (
    <Modal
      open={action !== null}
      title={title}
      okText={t('staff.confirm')}
      onCancel={onCancel}
      onOk={() => (spec ? form.submit() : onSend({}))}
      confirmLoading={pending}
      width={spec?.wide ? 900 : undefined}
      okButtonProps={{ 'data-testid': 'action-ok' } as never}
      destroyOnHidden
    >
      {spec ? (
        <Form
          form={form}
          layout="vertical"
          initialValues={spec.initial?.(ctx)}
          onFinish={(v: Record<string, unknown>) => onSend(body(v))}
          data-testid="action-form"
        >
          {spec.fields.map((f) => (
            <Field key={f.name} f={f} schema={spec.schema} body={body} />
          ))}
          {action === 'quote' && <ExpressProposal app={ctx.app} body={body} />}
        </Form>
      ) : (
        // What happens, said before it happens (issue 27: "Send this action now?" said nothing).
        <p data-testid="action-what">{confirmText(t, action ?? '', title)}</p>
      )}
    </Modal>
  );
}
