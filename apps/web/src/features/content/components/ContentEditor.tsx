import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Drawer, Form, Input, Select, Skeleton, Space, Switch, Tabs, Upload, type UploadFile } from 'antd';
import { useDrawerPlacement } from '../../../lib/direction';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ALLOWED_FILE_TYPES,
  POLICY_CATEGORIES,
  PUBLIC_FILE_CATEGORIES,
  STATUS_OFF,
  STATUS_ON,
  policyBody,
  publicFileBody,
  termsUpdate,
  type Attachment,
  type ContentEdit,
} from '@tic/shared';
import { formSchemaRule } from '../../../lib/formRules';
import { isApiError } from '../../../lib/http';
import { useCountries } from '../../reference';
import { useContentEdit, useSaveContent, type ListedKind } from '../api/content';
import { uploadFile } from '../api/upload';

type Target = ListedKind | 'terms';
const LANGS = [
  { key: 'zh', label: 'content.langZh', dir: 'ltr' },
  { key: 'en', label: 'content.langEn', dir: 'ltr' },
  { key: 'ar', label: 'content.langAr', dir: 'rtl' },
] as const;
const SCHEMAS = { policy: policyBody, public_file: publicFileBody, terms: termsUpdate };

function toFormValues(e: ContentEdit) {
  return { ...e, status: e.status === STATUS_ON, change_note: undefined };
}

/**
 * Staff edit a document in the three languages (one tab each) and publish it as a new version. The
 * version read is sent along; if someone published meanwhile the server answers 409 and the drawer
 * shows their version instead of overwriting it.
 */
export function ContentEditor({ target, id, open, onClose, title }: { target: Target; id: number | null; open: boolean; onClose: () => void; title: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const placement = useDrawerPlacement();
  const [form] = Form.useForm();
  const edit = useContentEdit(open ? id : null);
  const save = useSaveContent(target);
  const countries = useCountries();
  const [tab, setTab] = useState<string>('zh');
  const [files, setFiles] = useState<Attachment[]>([]);
  const [stale, setStale] = useState(false);
  const schema = SCHEMAS[target];
  const rule = (field: string) => formSchemaRule(schema, field, () => ({ version: 1, status: STATUS_ON, attachment_ids: files.map((f) => f.id) }));

  // The form is filled once per opening: a reload of the document arriving later (the first load, a refetch
  // when the window regains focus) must not wipe what the editor has typed meanwhile.
  const [filled, setFilled] = useState(false);
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!open) {
      filledFor.current = null;
      setFilled(false);
      return;
    }
    const key = `${target}:${id ?? 'new'}`;
    // An existing document waits for its fresh copy (a cached one may be a version behind).
    if (filledFor.current === key || (id !== null && (!edit.data || edit.isFetching))) return;
    filledFor.current = key;
    setStale(false);
    setTab('zh');
    form.resetFields();
    if (id === null) {
      setFiles([]);
      form.setFieldsValue({ status: true, category: target === 'policy' ? 'guidance' : target === 'public_file' ? 'form' : undefined });
    } else if (edit.data) {
      setFiles(edit.data.attachments);
      form.setFieldsValue(toFormValues(edit.data));
    }
    setFilled(true);
  }, [open, id, edit.data, edit.isFetching, form, target]);

  const submit = async () => {
    let values: Record<string, unknown>;
    try {
      values = (await form.validateFields()) as Record<string, unknown>;
    } catch (e) {
      // Show the tab of the first field in error (the other tabs' fields are checked too).
      const first = (e as { errorFields?: Array<{ name: Array<string | number> }> }).errorFields?.[0]?.name[0];
      const lang = typeof first === 'string' ? first.split('_').pop() : undefined;
      if (lang && LANGS.some((l) => l.key === lang)) setTab(lang);
      return;
    }
    const body = {
      ...values,
      status: values.status === false ? STATUS_OFF : STATUS_ON,
      ...(target !== 'terms' && { attachment_ids: files.map((f) => f.id) }),
      ...(edit.data && { version: edit.data.version }),
    };
    try {
      const res = await save.mutateAsync({ id: id ?? undefined, body });
      void message.success(t('content.saved', { version: res.version }));
      onClose();
    } catch (e) {
      if (isApiError(e) && e.status === 409) {
        const latest = (await edit.refetch()).data;
        if (latest) {
          setFiles(latest.attachments);
          form.setFieldsValue(toFormValues(latest));
        }
        setStale(true);
      }
    }
  };

  const categories = target === 'policy' ? POLICY_CATEGORIES : PUBLIC_FILE_CATEGORIES;
  const uploadList: UploadFile[] = files.map((f) => ({ uid: String(f.id), name: f.name, status: 'done', url: `/frontend/v1${f.path}` }));

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={placement}
      size={760}
      title={title}
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()} data-testid="content-save">
            {t('content.save')}
          </Button>
        </Space>
      }
    >
      {stale && <Alert type="warning" showIcon className="form-alert" title={t('content.stale')} data-testid="content-stale" />}
      {!filled &&
        (edit.isError ? <Alert type="error" showIcon className="form-alert" title={edit.error.message} /> : <Skeleton active paragraph={{ rows: 10 }} />)}
      <Form form={form} layout="vertical" data-testid="content-form" hidden={!filled}>
        {target !== 'terms' && (
          <Space size={16} wrap className="content-editor-meta">
            <Form.Item name="category" label={t('field.category')} rules={[rule('category')]} required>
              <Select
                className="content-editor-select"
                options={categories.map((c) => ({ value: c, label: t(`content.category_${c}`) }))}
                data-testid="content-category"
              />
            </Form.Item>
            {target === 'policy' && (
              <Form.Item name="country_code" label={t('field.country_code')} rules={[rule('country_code')]}>
                <Select
                  className="content-editor-select"
                  showSearch
                  allowClear
                  optionFilterProp="label"
                  options={(countries.data ?? []).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
                  data-testid="content-country"
                />
              </Form.Item>
            )}
            <Form.Item name="status" label={t('content.status')} valuePropName="checked">
              <Switch checkedChildren={t('content.published')} unCheckedChildren={t('content.withdrawn')} />
            </Form.Item>
          </Space>
        )}
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={LANGS.map((l) => ({
            key: l.key,
            label: t(l.label),
            // Every tab's fields stay mounted, so that all three languages are checked on save.
            forceRender: true,
            children: (
              <div dir={l.dir}>
                <Form.Item name={`title_${l.key}`} label={t(`field.title_${l.key}`)} rules={[rule(`title_${l.key}`)]} required>
                  <Input maxLength={255} data-testid={`content-title-${l.key}`} />
                </Form.Item>
                {target !== 'terms' && (
                  <Form.Item name={`summary_${l.key}`} label={t(`field.summary_${l.key}`)} rules={[rule(`summary_${l.key}`)]}>
                    <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} data-testid={`content-summary-${l.key}`} />
                  </Form.Item>
                )}
                <Form.Item
                  name={`body_${l.key}`}
                  label={t(`field.body_${l.key}`)}
                  rules={[rule(`body_${l.key}`)]}
                  required={target !== 'public_file'}
                  extra={t('content.formatHint')}
                >
                  <Input.TextArea autoSize={{ minRows: 8, maxRows: 24 }} data-testid={`content-body-${l.key}`} />
                </Form.Item>
              </div>
            ),
          }))}
        />
        {target !== 'terms' && (
          <Form.Item label={t('field.attachment_ids')} extra={t('content.uploadHint')} required={target === 'public_file'}>
            <Upload
              fileList={uploadList}
              accept={ALLOWED_FILE_TYPES.map((e) => `.${e}`).join(',')}
              customRequest={({ file, onSuccess, onError }) => {
                uploadFile(file as File)
                  .then((a) => {
                    setFiles((prev) => [...prev, a]);
                    onSuccess?.(a);
                  })
                  .catch((e: Error) => onError?.(e));
              }}
              onRemove={(f) => setFiles((prev) => prev.filter((a) => String(a.id) !== f.uid))}
            >
              <Button icon={<UploadOutlined />} data-testid="content-upload">
                {t('content.upload')}
              </Button>
            </Upload>
          </Form.Item>
        )}
        {id !== null && (
          <Form.Item name="change_note" label={t('field.change_note')} rules={[rule('change_note')]}>
            <Input maxLength={255} data-testid="content-change-note" />
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
