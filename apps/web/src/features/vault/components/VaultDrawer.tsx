import { useEffect, useState } from 'react';
import { Alert, App, Button, Drawer, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RELIED_ON_KINDS, VAULT_KINDS, vaultDocumentBody, vaultKindOf, type Attachment, type VaultDocument, type VaultKindId } from '@tic/shared';
import { useDrawerPlacement } from '../../../lib/direction';
import { formSchemaRule } from '../../../lib/formRules';
import { isApiError } from '../../../lib/http';
import { useSaveVaultDocument } from '../api/vault';
import { VaultFileInput } from './VaultFileInput';

const lines = (v: unknown) =>
  String(v ?? '')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

const toForm = (d: VaultDocument) => ({
  kind: d.kind,
  issuer: d.issuer ?? '',
  number: d.number ?? '',
  valid_from: d.valid_from,
  valid_until: d.valid_until ?? '',
  covers: d.covers.join('\n'),
  brands: d.brands.join('\n'),
  factories: d.factories.join('\n'),
  note: d.note ?? '',
});

/**
 * Adds a document (with its first file) or edits one at the version read; a 409 shows the latest version and says
 * so. The rules are the shared schema's (valid until not before valid from, issuer and number where the kind has them).
 */
export function VaultDrawer({ editing, onClose }: { editing: VaultDocument | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const save = useSaveVaultDocument();
  const placement = useDrawerPlacement();
  const [file, setFile] = useState<Attachment | null>(null);
  const [stale, setStale] = useState(false);
  const [current, setCurrent] = useState<VaultDocument | null>(null);
  const kind = (Form.useWatch('kind', form) as VaultKindId | undefined) ?? 'business_licence';

  useEffect(() => {
    if (editing === null) return;
    setStale(false);
    setFile(null);
    form.resetFields();
    setCurrent(editing === 'new' ? null : editing);
    form.setFieldsValue(editing === 'new' ? { kind: 'business_licence' } : toForm(editing));
  }, [editing, form]);

  // The whole-form rule sees the covers as a list and a file (the server checks the real one).
  const rule = (field: string) =>
    formSchemaRule(vaultDocumentBody, field, () => ({
      covers: lines(form.getFieldValue('covers')),
      brands: lines(form.getFieldValue('brands')),
      factories: lines(form.getFieldValue('factories')),
      file_id: file?.id ?? 1,
    }));
  const submit = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    const body = {
      ...values,
      covers: lines(values.covers),
      brands: lines(values.brands),
      factories: lines(values.factories),
      valid_until: values.valid_until || undefined,
    };
    try {
      if (current) await save.mutateAsync({ id: current.id, body: { ...body, version: current.version } });
      else await save.mutateAsync({ body: { ...body, file_id: file?.id } });
      void message.success(t('vault.saved'));
      onClose();
    } catch (e) {
      if (!isApiError(e) || e.status !== 409 || !current) return;
      setStale(true);
    }
  };

  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      placement={placement}
      title={editing === 'new' ? t('vault.addTitle') : t('vault.editTitle')}
      size="large"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={editing === 'new' && !file}
            onClick={() => void submit().catch(() => undefined)}
            data-testid="vault-save"
          >
            {t('vault.save')}
          </Button>
        </Space>
      }
    >
      {stale && <Alert type="warning" showIcon className="form-alert" title={t('vault.stale')} data-testid="vault-stale" />}
      <Form form={form} layout="vertical" data-testid="vault-form">
        <Form.Item name="kind" label={t('vault.filter.kind')} rules={[rule('kind')]}>
          <Select
            data-testid="vault-kind"
            options={VAULT_KINDS.map((k) => ({ value: k.id, label: t(`vault.kind.${k.id}`) }))}
            aria-label={t('vault.filter.kind')}
          />
        </Form.Item>
        <Form.Item name="issuer" label={t('field.issuer')} rules={[rule('issuer')]} dependencies={['kind']}>
          <Input data-testid="vault-issuer" />
        </Form.Item>
        <Form.Item name="number" label={t('field.number')} rules={[rule('number')]} dependencies={['kind']}>
          <Input data-testid="vault-number" dir="ltr" />
        </Form.Item>
        <Space wrap className="vault-dates">
          <Form.Item name="valid_from" label={t('field.valid_from')} rules={[rule('valid_from')]}>
            <Input type="date" data-testid="vault-valid-from" />
          </Form.Item>
          <Form.Item name="valid_until" label={t('field.valid_until')} rules={[rule('valid_until')]} dependencies={['valid_from']}>
            <Input type="date" data-testid="vault-valid-until" />
          </Form.Item>
        </Space>
        <Form.Item name="covers" label={t('field.covers')} extra={t('vault.coversHelp')}>
          <Input.TextArea rows={3} data-testid="vault-covers" />
        </Form.Item>
        {/* What a CB certificate or test report names besides the models: the consistency check compares the application's. */}
        <Form.Item name="brands" label={t('field.brands')} extra={t('vault.brandsHelp')} hidden={!RELIED_ON_KINDS.includes(kind)}>
          <Input.TextArea rows={2} data-testid="vault-brands" />
        </Form.Item>
        <Form.Item name="factories" label={t('field.factories')} extra={t('vault.factoriesHelp')} hidden={!RELIED_ON_KINDS.includes(kind)}>
          <Input.TextArea rows={2} data-testid="vault-factories" />
        </Form.Item>
        <Form.Item name="note" label={t('field.note')} rules={[rule('note')]}>
          <Input.TextArea rows={2} data-testid="vault-note" />
        </Form.Item>
        {editing === 'new' && (
          <Form.Item label={t('vault.file')} required>
            <VaultFileInput accept={vaultKindOf(kind).types} onChange={setFile} testId="vault-file" />
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
