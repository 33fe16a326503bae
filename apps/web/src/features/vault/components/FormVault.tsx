import { useState } from 'react';
import { App, Button, Form, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { NoFormStyle } from 'antd/es/form/context';
import { useTranslation } from 'react-i18next';
import {
  VAULT_KINDS_BY_ATTACHMENT,
  vaultDocumentBody,
  vaultFileFits,
  vaultKindOf,
  type VaultDocument,
  type VaultDocumentDetail,
  type VaultKindId,
} from '@tic/shared';
import type { AttachmentVault, VaultPickerProps, VaultSaveProps } from '../../../components/attachments/vaultSlot';
import { formSchemaRule } from '../../../lib/formRules';
import { useCurrentOrganisation } from '../../organisations';
import { useSaveVaultDocument, useVaultList } from '../api/vault';

/** The vault kinds a checklist type asks for (none: the type takes no vault document, e.g. an invoice). */
const kindsOf = (fileType: string | null | undefined): readonly VaultKindId[] => (fileType ? (VAULT_KINDS_BY_ATTACHMENT[fileType] ?? []) : []);
const extOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/**
 * Beside a file type's uploader (issue 31): the organisation's documents of the kinds the type asks for, to attach by
 * reference (their current file, no second upload). Expired ones are listed disabled with the reason; one already in
 * the form is not offered again. Nothing is drawn for a type that takes no vault document.
 */
function VaultPicker({ fileType, held, onAttach, testId }: VaultPickerProps) {
  const { t } = useTranslation();
  const kinds = kindsOf(fileType);
  // Every member reads the vault; the current (not archived) documents, expired ones included to say why they are not.
  const list = useVaultList({ view: 'current' });
  if (!kinds.length) return null;
  const docs = (list.data ?? []).filter((d) => (kinds as readonly string[]).includes(d.kind));
  const attached = new Set(held.flatMap((i) => [i.vault_document_id && `d${i.vault_document_id}`, i.file_id && `f${i.file_id}`]).filter(Boolean));
  const why = (d: VaultDocument) =>
    d.expiry === 'expired'
      ? t('vault.pick.expired', { date: d.valid_until ?? '' })
      : attached.has(`d${d.id}`) || attached.has(`f${d.current.file.id}`)
        ? t('vault.pick.attached')
        : null;
  const attach = (id: number) => {
    const d = docs.find((x) => x.id === id);
    if (!d || why(d)) return;
    const f = d.current.file;
    onAttach({
      name: f.name ?? `${t(`vault.kind.${d.kind}`)}.${f.ext ?? 'pdf'}`,
      size: f.size ?? 0,
      file_id: f.id,
      path: f.path,
      file_type: fileType,
      upload: 'done',
      percent: 100,
      vault_document_id: d.id,
      vault_version_no: d.current.no,
    });
  };
  // The picker sits inside the form's attachments item: that item's error (a missing checklist file) is not its own.
  return (
    <NoFormStyle status override>
      <Select<number>
        className="vault-pick"
        value={null}
        placeholder={t('vault.pick.placeholder')}
        aria-label={t('vault.pick.placeholder')}
        loading={list.isLoading}
        onChange={attach}
        popupMatchSelectWidth={false}
        showSearch={{ optionFilterProp: 'search' }}
        notFoundContent={
          <Typography.Text type="secondary">{t('vault.pick.none', { kind: kinds.map((k) => t(`vault.kind.${k}`)).join(' / ') })}</Typography.Text>
        }
        data-testid={testId}
        options={docs.map((d) => {
          const reason = why(d);
          return {
            value: d.id,
            // Typed into the box: the kind, the number or the issuer finds the document among many.
            search: [t(`vault.kind.${d.kind}`), d.number, d.issuer].filter(Boolean).join(' '),
            disabled: reason !== null,
            title: reason ?? undefined,
            label: (
              <span className="vault-pick-option" data-testid={`${testId}-option-${d.id}`} data-disabled={reason ? 'true' : 'false'}>
                <span>{t(`vault.kind.${d.kind}`)}</span>
                {d.number && (
                  <Typography.Text type="secondary" dir="ltr">
                    {d.number}
                  </Typography.Text>
                )}
                {reason ? (
                  <Tag color="red">{reason}</Tag>
                ) : (
                  <Tag color={d.expiry === 'expiring' ? 'orange' : 'green'}>
                    {d.valid_until ? t('vault.pick.until', { date: d.valid_until }) : t('vault.expiry.open')}
                  </Tag>
                )}
              </span>
            ),
          };
        })}
      />
    </NoFormStyle>
  );
}

/**
 * "Save to vault" on a file uploaded in the form (issue 31): the kind the field asks for is filled in, issuer, number
 * and dates are asked in a small dialog (the shared rules of a vault document), the same stored file becomes the
 * document's first version and the form's row references it. Only for members who keep documents, and a file of a
 * type the kind takes.
 */
function SaveToVault({ item, onSaved, testId }: VaultSaveProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm();
  const save = useSaveVaultDocument();
  const canWrite = useCurrentOrganisation().data?.actions.includes('documents') ?? false;
  const kinds = kindsOf(item.file_type).filter((k) => vaultFileFits(k, extOf(item.name)));
  const kind = (Form.useWatch('kind', form) as VaultKindId | undefined) ?? kinds[0];
  // A returned file is to be replaced, not kept.
  if (!canWrite || !kinds.length || item.upload !== 'done' || !item.file_id || item.vault_document_id || item.review_status === 'returned') return null;

  const rule = (field: string) => formSchemaRule(vaultDocumentBody, field, () => ({ covers: [], file_id: item.file_id }));
  const submit = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    const doc = await save.mutateAsync({
      body: { ...values, covers: [], valid_until: values.valid_until || undefined, file_id: item.file_id },
    });
    const saved = doc as VaultDocumentDetail;
    onSaved({ vault_document_id: saved.id, vault_version_no: saved.current.no });
    void message.success(t('vault.saveFromForm.saved'));
    setOpen(false);
  };
  const identified = kind ? vaultKindOf(kind).identified : true;
  return (
    <>
      <Button
        type="link"
        size="small"
        className="vault-save-link"
        icon={<InboxOutlined />}
        onClick={() => {
          form.resetFields();
          form.setFieldsValue({ kind: kinds[0] });
          setOpen(true);
        }}
        data-testid={testId}
      >
        {t('vault.saveFromForm.button')}
      </Button>
      <Modal
        open={open}
        title={t('vault.saveFromForm.title')}
        okText={t('vault.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        okButtonProps={{ 'data-testid': `${testId}-ok` }}
        forceRender
      >
        <Typography.Paragraph type="secondary">
          {t('vault.saveFromForm.intro')}{' '}
          <span dir="auto" className="vault-save-file">
            {item.name}
          </span>
        </Typography.Paragraph>
        <Form form={form} layout="vertical" data-testid={`${testId}-form`} disabled={false}>
          <Form.Item name="kind" label={t('vault.filter.kind')} rules={[rule('kind')]}>
            <Select
              disabled={kinds.length < 2}
              options={kinds.map((k) => ({ value: k, label: t(`vault.kind.${k}`) }))}
              aria-label={t('vault.filter.kind')}
              data-testid={`${testId}-kind`}
            />
          </Form.Item>
          {identified && (
            <>
              <Form.Item name="issuer" label={t('field.issuer')} rules={[rule('issuer')]} dependencies={['kind']}>
                <Input dir="auto" data-testid={`${testId}-issuer`} />
              </Form.Item>
              <Form.Item name="number" label={t('field.number')} rules={[rule('number')]} dependencies={['kind']}>
                <Input dir="ltr" data-testid={`${testId}-number`} />
              </Form.Item>
            </>
          )}
          <Space wrap className="vault-dates">
            <Form.Item name="valid_from" label={t('field.valid_from')} rules={[rule('valid_from')]}>
              <Input type="date" data-testid={`${testId}-valid-from`} />
            </Form.Item>
            <Form.Item name="valid_until" label={t('field.valid_until')} rules={[rule('valid_until')]} dependencies={['valid_from']}>
              <Input type="date" data-testid={`${testId}-valid-until`} />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </>
  );
}

/** The vault's parts the application forms' uploaders take (components/attachments/vaultSlot.ts). */
export const formVault: AttachmentVault = { Picker: VaultPicker, SaveAction: SaveToVault };
