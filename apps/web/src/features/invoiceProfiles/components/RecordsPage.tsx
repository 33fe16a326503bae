import { useState, type ReactNode } from 'react';
import { Alert, App, Button, Drawer, Form, Space, Tag, Typography, type FormInstance } from 'antd';
import { useDrawerPlacement } from '../../../lib/direction';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAX_INVOICE_PROFILE_RECORDS } from '@tic/shared';
import { RecordsPage as RecordsLayout } from '../../../components/RecordsPage';
import { isApiError } from '../../../lib/http';
import type { OwnedRecord, recordsApi } from '../api/records';

export interface RecordsPageProps<T extends OwnedRecord> {
  api: ReturnType<typeof recordsApi<T>>;
  testId: string;
  title: string;
  intro: string;
  addLabel: string;
  editLabel: string;
  columns: ColumnsType<T>;
  /** The form's fields; the page owns the form, the drawer and the save. */
  fields: (form: FormInstance) => ReactNode;
  toFormValues: (record: T) => Record<string, unknown>;
  initialValues: Record<string, unknown>;
}

/**
 * A customer's list of records with one default (invoice profiles, mailing addresses): a table, and a
 * drawer form to add or edit. An edit sends the version it was read at; when the server answers 409
 * the drawer shows the latest version and says so, rather than overwriting someone else's change.
 */
export function RecordsPage<T extends OwnedRecord>(props: RecordsPageProps<T>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const list = props.api.useList();
  const save = props.api.useSave();
  const setDefault = props.api.useSetDefault();
  const remove = props.api.useRemove();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [stale, setStale] = useState(false);
  const rows = list.data ?? [];
  const placement = useDrawerPlacement();

  const open = (record: T | 'new') => {
    setStale(false);
    setEditing(record);
    form.resetFields();
    form.setFieldsValue(record === 'new' ? props.initialValues : props.toFormValues(record));
  };
  const close = () => setEditing(null);

  const submit = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    const current = editing === 'new' || editing === null ? undefined : editing;
    try {
      await save.mutateAsync({ id: current?.id, body: current ? { ...values, version: current.version } : values });
      void message.success(t('invoiceProfiles.saved'));
      close();
    } catch (e) {
      if (!isApiError(e) || e.status !== 409 || !current) return;
      // Someone else saved first: show their version, keep the drawer open for the user to redo the change.
      const latest = (await list.refetch()).data?.find((r) => r.id === current.id);
      if (!latest) return close();
      setEditing(latest);
      form.setFieldsValue(props.toFormValues(latest));
      setStale(true);
    }
  };

  const columns: ColumnsType<T> = [
    ...props.columns,
    {
      title: t('invoiceProfiles.default'),
      key: 'is_default',
      width: 100,
      render: (_, r) => (r.is_default ? <Tag color="blue">{t('invoiceProfiles.default')}</Tag> : null),
    },
  ];

  return (
    <RecordsLayout<T>
      testId={props.testId}
      title={props.title}
      subtitle={props.intro}
      extra={
        <Space>
          <Typography.Text type="secondary">{t('invoiceProfiles.count', { filled: rows.length, max: MAX_INVOICE_PROFILE_RECORDS })}</Typography.Text>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => open('new')}
            disabled={rows.length >= MAX_INVOICE_PROFILE_RECORDS}
            data-testid={`${props.testId}-add`}
          >
            {props.addLabel}
          </Button>
        </Space>
      }
      columns={columns}
      rows={rows}
      loading={list.isLoading}
      emptyText={t('invoiceProfiles.empty')}
      tableTestId={`${props.testId}-table`}
      actions={{
        title: t('invoiceProfiles.actions'),
        width: 132,
        of: (r) => [
          { label: t('invoiceProfiles.edit'), icon: <EditOutlined />, onClick: () => open(r), testId: `${props.testId}-edit-${r.id}` },
          !r.is_default && {
            label: t('invoiceProfiles.setDefault'),
            icon: <StarOutlined />,
            onClick: () => setDefault.mutate(r.id),
            testId: `${props.testId}-default-${r.id}`,
          },
          {
            label: t('invoiceProfiles.delete'),
            icon: <DeleteOutlined />,
            danger: true,
            testId: `${props.testId}-delete-${r.id}`,
            confirm: {
              title: t('invoiceProfiles.deleteConfirm'),
              onConfirm: () => remove.mutateAsync(r.id).then(() => void message.success(t('invoiceProfiles.deleted'))),
            },
          },
        ],
      }}
    >
      <Drawer
        open={editing !== null}
        onClose={close}
        placement={placement}
        title={editing === 'new' ? props.addLabel : props.editLabel}
        size="large"
        destroyOnHidden={false}
        extra={
          <Space>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => undefined)} data-testid={`${props.testId}-save`}>
              {t('invoiceProfiles.save')}
            </Button>
          </Space>
        }
      >
        {stale && <Alert type="warning" showIcon className="form-alert" title={t('invoiceProfiles.stale')} data-testid={`${props.testId}-stale`} />}
        <Form form={form} layout="vertical" data-testid={`${props.testId}-form`} onFinish={() => void submit()}>
          {props.fields(form)}
        </Form>
      </Drawer>
    </RecordsLayout>
  );
}
