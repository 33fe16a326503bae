import { useEffect } from 'react';
import { App, Button, Drawer, Form, Input, Space, Switch } from 'antd';
import { useDrawerPlacement } from '../../../lib/direction';
import { useTranslation } from 'react-i18next';
import { dictionaryItemCreate, STATUS_OFF, STATUS_ON, type DictionaryItemAdmin } from '@tic/shared';
import { formSchemaRule } from '../../../lib/formRules';
import { useSaveDictionaryItem } from '../api/dictionaryAdmin';
import { NumberInput } from '../../../components/NumberInput';

const LANGS = [
  { key: 'zh', label: 'reference.labelZh', dir: 'ltr' },
  { key: 'en', label: 'reference.labelEn', dir: 'ltr' },
  { key: 'ar', label: 'reference.labelAr', dir: 'rtl' },
] as const;

/** Staff edit a dictionary entry: its label and explanation in each language, order and status. */
export function DictionaryDrawer({ slug, item, open, onClose }: { slug: string; item: DictionaryItemAdmin | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const placement = useDrawerPlacement();
  const [form] = Form.useForm();
  const save = useSaveDictionaryItem();
  const rule = (field: string) => formSchemaRule(dictionaryItemCreate, field, () => ({ slug, ...(item ? { dic_key: item.dic_key } : {}) }));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(item ? { ...item, status: item.status === STATUS_ON } : { sort: 0, status: true });
  }, [open, item, form]);

  const submit = async () => {
    const v = (await form.validateFields()) as Record<string, unknown>;
    const body = { ...v, status: v.status === false ? STATUS_OFF : STATUS_ON, ...(item ? {} : { slug }) };
    await save.mutateAsync({ id: item?.id, body });
    void message.success(t('reference.saved'));
    onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={placement}
      size={560}
      title={item ? `${t('reference.dictionaryEdit')} · ${item.dic_key}` : t('reference.dictionaryNew')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => undefined)} data-testid="dictionary-save">
            {t('invoiceProfiles.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical">
        {!item && (
          <Form.Item name="dic_key" label={t('reference.dictionaryKey')} rules={[rule('dic_key')]} required>
            <Input maxLength={64} className="ltr-value" data-testid="dictionary-key" />
          </Form.Item>
        )}
        {LANGS.map((l) => (
          <div key={l.key} dir={l.dir}>
            <Form.Item name={`label_${l.key}`} label={t(l.label)} rules={[rule(`label_${l.key}`)]} required>
              <Input maxLength={100} data-testid={`dictionary-label-${l.key}`} />
            </Form.Item>
            <Form.Item name={`remark_${l.key}`} label={`${t('reference.remark')} · ${t(l.label)}`} rules={[rule(`remark_${l.key}`)]}>
              <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
            </Form.Item>
          </div>
        ))}
        <Space size={24}>
          <Form.Item name="sort" label={t('reference.sort')} rules={[rule('sort')]}>
            <NumberInput min={0} max={9999} />
          </Form.Item>
          <Form.Item name="status" label={t('reference.status')} valuePropName="checked">
            <Switch checkedChildren={t('reference.on')} unCheckedChildren={t('reference.off')} />
          </Form.Item>
        </Space>
      </Form>
    </Drawer>
  );
}
