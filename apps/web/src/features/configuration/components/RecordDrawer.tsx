import { useEffect, useState } from 'react';
import { Alert, App, Button, Drawer, Form, Input, Space } from 'antd';
import { useDrawerPlacement } from '../../../lib/direction';
import { useTranslation } from 'react-i18next';
import { configRecordBody, type ConfigKind, type ConfigRecord } from '@tic/shared';
import { formSchemaRule } from '../../../lib/formRules';
import { isApiError } from '../../../lib/http';
import { useSaveRecord } from '../api/records';

const rule = (field: string) => formSchemaRule(configRecordBody, field);

/** Add or edit a laboratory, product or standard; an edit names the version read (409 shows the newer one). */
export function RecordDrawer({
  kind,
  record,
  open,
  onClose,
  title,
}: {
  kind: ConfigKind;
  record: ConfigRecord | null;
  open: boolean;
  onClose: () => void;
  title: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const placement = useDrawerPlacement();
  const [form] = Form.useForm();
  const save = useSaveRecord(kind);
  const [version, setVersion] = useState<number | null>(null);
  const [stale, setStale] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setStale(false);
    setVersion(record?.version ?? null);
    if (record) form.setFieldsValue(record);
  }, [open, record, form]);

  const submit = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    try {
      await save.mutateAsync({ id: record?.id, body: version ? { ...values, version } : values });
      void message.success(t('config.saved'));
      onClose();
    } catch (e) {
      // The list reloads after every save: a 409 means another editor saved first.
      if (isApiError(e) && e.status === 409) setStale(true);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      placement={placement}
      size={520}
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => undefined)} data-testid="config-save">
            {t('invoiceProfiles.save')}
          </Button>
        </Space>
      }
    >
      {stale && <Alert type="warning" showIcon className="form-alert" title={t('invoiceProfiles.stale')} />}
      <Form form={form} layout="vertical" data-testid="config-form">
        <Form.Item name="number" label={t('field.number')} rules={[rule('number')]} required>
          <Input maxLength={50} className="ltr-value" data-testid="config-number" />
        </Form.Item>
        <Form.Item name="name" label={t('field.name')} rules={[rule('name')]} required>
          <Input maxLength={255} data-testid="config-name" />
        </Form.Item>
        <Form.Item name="type" label={t('config.type')} rules={[rule('type')]} required>
          <Input maxLength={100} data-testid="config-type" />
        </Form.Item>
        <Form.Item name="remarks" label={t('field.remarks')} rules={[rule('remarks')]}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} data-testid="config-remarks" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
