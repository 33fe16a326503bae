import { useRef, useState } from 'react';
import { Alert, Button, Input, Popconfirm, Progress, Select, Space, Table, Tag, Tooltip, Typography, Upload } from 'antd';
import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ALLOWED_FILE_TYPES,
  checklistItemOf,
  FORM_UPLOAD_LIMITS,
  megabytes,
  VAULT_KINDS_BY_ATTACHMENT,
  type ApplicationForm,
  type AttachmentRefusal,
} from '@tic/shared';
import { isApiError } from '../../lib/http';
import { uploadWithProgress } from '../../lib/upload';
import { formatSize, RETURNED, refusal, type AttachmentItem } from './attachmentRules';
import type { AttachmentVault } from './vaultSlot';
import { VaultMark } from './VaultMark';

/** What POST /api/upload answers (data.path is where the file is, spec section 7). */
export interface UploadAnswer {
  id: number;
  path: string;
  name?: string;
  size?: number;
}

export interface AttachmentsUploaderProps {
  value?: AttachmentItem[];
  onChange?: (items: AttachmentItem[]) => void;
  /** The form the files belong to: its caps (FORM_UPLOAD_LIMITS) apply here and, sent with each file, on the server. */
  form: ApplicationForm;
  /** The file types of the dictionary (spec section 5: every attachment needs one). */
  fileTypes: Array<{ value: string; label: string }>;
  readOnly?: boolean;
  /** Where a stored file downloads (only its owner and staff may). */
  downloadHref?: (item: AttachmentItem) => string | undefined;
  /** Upload endpoint; POST /api/upload by default. */
  uploadPath?: string;
  /** The organisation's document vault (issue 31): attach a document of the chosen type by reference, save an upload to it. */
  vault?: AttachmentVault;
  testId?: string;
}

const newUid = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random()));

/**
 * The attachments of an application: choose the file type, upload files (each with its progress bar,
 * streamed by the server to storage), see each file's review status, edit type and remarks (confirm or
 * cancel), delete. Returned files are marked and must be deleted and uploaded again. A controlled
 * antd form control: `value` is the list, every change goes through `onChange`.
 */
export function AttachmentsUploader({
  value = [],
  onChange,
  form,
  fileTypes,
  readOnly = false,
  downloadHref,
  uploadPath = '/api/upload',
  vault,
  testId = 'attachments',
}: AttachmentsUploaderProps) {
  const { t } = useTranslation();
  const limits = FORM_UPLOAD_LIMITS[form];
  const [fileType, setFileType] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  const [draft, setDraft] = useState<Record<string, { file_type?: string | null; remarks?: string | null }>>({});
  // Progress events arrive faster than renders: each change is computed from the latest list, not the rendered one.
  const latest = useRef(value);
  latest.current = value;
  const aborts = useRef(new Map<string, AbortController>());

  const commit = (next: AttachmentItem[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const patch = (uid: string, p: Partial<AttachmentItem>) => commit(latest.current.map((i) => (i.uid === uid ? { ...i, ...p } : i)));
  const remove = (uid: string) => {
    aborts.current.get(uid)?.abort();
    aborts.current.delete(uid);
    commit(latest.current.filter((i) => i.uid !== uid));
  };
  const typeLabel = (v?: string | null) => fileTypes.find((f) => f.value === v)?.label ?? v ?? '';

  const start = (file: File, type: string) => {
    const uid = newUid();
    const controller = new AbortController();
    aborts.current.set(uid, controller);
    commit([...latest.current, { uid, name: file.name, size: file.size, file_type: type, upload: 'uploading', percent: 0 }]);
    uploadWithProgress<UploadAnswer>(uploadPath, file, (percent) => patch(uid, { percent: Math.min(percent, 99) }), {
      signal: controller.signal,
      fields: { form },
    })
      .then((answer) => patch(uid, { upload: 'done', percent: 100, file_id: answer.id, path: answer.path }))
      .catch((e: unknown) => {
        if (isApiError(e) && e.cancelled) return;
        patch(uid, { upload: 'failed', error: isApiError(e) ? e.msg : t('appUi.attachments.uploadFailed') });
      })
      .finally(() => aborts.current.delete(uid));
  };

  /** antd hands the picked files one by one; an accepted one joins the list at once, so the next is checked against it. */
  const accept = (file: File) => {
    setNotice(null);
    if (!fileType) {
      setNotice(t('appUi.attachments.chooseTypeFirst'));
      return false;
    }
    const why = refusal(file, latest.current, form, fileType);
    if (why) {
      refuse(why, file.name);
      return false;
    }
    start(file, fileType);
    return false;
  };
  const refuse = (why: AttachmentRefusal, name: string) =>
    setNotice(
      t(`appUi.attachments.refused_${why}`, {
        name,
        max: limits.maxFiles,
        size: megabytes(why === 'mergedPdf' ? (limits.mergedPdfMaxBytes ?? 0) : limits.maxBytes),
        types: (checklistItemOf(form, fileType)?.extensions ?? ALLOWED_FILE_TYPES).join(', '),
      }),
    );

  /** A vault document attached by reference: the same limits as an upload (count, type, size), no upload. */
  const attachFromVault = (item: Omit<AttachmentItem, 'uid'>) => {
    setNotice(null);
    const why = refusal(item, latest.current, form, item.file_type);
    if (why) return refuse(why, item.name);
    commit([...latest.current, { ...item, uid: newUid() }]);
  };

  const editRow = (i: AttachmentItem) => {
    setDraft((d) => ({ ...d, [i.uid]: { file_type: i.file_type, remarks: i.remarks } }));
    patch(i.uid, { editing: true });
  };
  const confirmRow = (i: AttachmentItem) => {
    // A stored file changed to the merged PDF must be one (the server checks the same on save).
    const why = refusal(i, [], form, draft[i.uid]?.file_type);
    if (why) return refuse(why, i.name);
    patch(i.uid, { ...draft[i.uid], editing: false });
  };
  const cancelRow = (i: AttachmentItem) => {
    setDraft((d) => Object.fromEntries(Object.entries(d).filter(([k]) => k !== i.uid)));
    patch(i.uid, { editing: false });
  };

  // Sentences follow each other with a space, except after a Chinese full stop.
  const hint = [
    t('appUi.attachments.hint', { types: ALLOWED_FILE_TYPES.join(', '), size: megabytes(limits.maxBytes), max: limits.maxFiles }),
    limits.mergedPdfMaxBytes !== null ? t('appUi.attachments.mergedPdfHint', { size: megabytes(limits.mergedPdfMaxBytes) }) : '',
  ]
    .filter(Boolean)
    .reduce((text, next) => (text.endsWith('。') ? text + next : `${text} ${next}`));

  return (
    <div className="attachments" data-testid={testId}>
      {!readOnly && (
        <div className="attachments-toolbar">
          <Select
            id={`${testId}-type-input`}
            className="attachments-type"
            placeholder={t('appUi.attachments.fileType')}
            aria-label={t('appUi.attachments.fileType')}
            value={fileType}
            onChange={setFileType}
            options={fileTypes}
            data-testid={`${testId}-type`}
            showSearch={{ optionFilterProp: 'label' }}
          />
          <Upload
            multiple
            showUploadList={false}
            accept={ALLOWED_FILE_TYPES.map((e) => `.${e}`).join(',')}
            beforeUpload={accept}
            data-testid={`${testId}-upload`}
          >
            <Button icon={<UploadOutlined />} data-testid={`${testId}-choose`}>
              {t('appUi.attachments.upload')}
            </Button>
          </Upload>
          {vault && fileType && VAULT_KINDS_BY_ATTACHMENT[fileType] && (
            <vault.Picker fileType={fileType} held={value} onAttach={attachFromVault} testId={`${testId}-vault`} />
          )}
          <Typography.Text type="secondary" className="attachments-hint">
            {hint}
          </Typography.Text>
        </div>
      )}
      {notice && (
        <Alert type="warning" showIcon className="form-alert" title={notice} closable={{ onClose: () => setNotice(null) }} data-testid={`${testId}-notice`} />
      )}
      <Table<AttachmentItem>
        size="small"
        rowKey="uid"
        pagination={false}
        dataSource={value}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('appUi.attachments.empty') }}
        rowClassName={(i) => (i.review_status === RETURNED ? 'attachment-returned' : '')}
        columns={[
          {
            title: t('appUi.attachments.fileType'),
            key: 'file_type',
            width: 200,
            render: (_, i) =>
              i.editing ? (
                <Select
                  size="small"
                  className="attachments-type"
                  value={draft[i.uid]?.file_type ?? undefined}
                  options={fileTypes}
                  onChange={(v: string) => setDraft((d) => ({ ...d, [i.uid]: { ...d[i.uid], file_type: v } }))}
                  data-testid={`${testId}-row-type`}
                />
              ) : i.file_type ? (
                typeLabel(i.file_type)
              ) : (
                <Tag color="red">{t('appUi.attachments.noType')}</Tag>
              ),
          },
          {
            title: t('appUi.attachments.fileName'),
            key: 'name',
            render: (_, i) => {
              const href = i.upload === 'done' ? downloadHref?.(i) : undefined;
              return (
                <>
                  {href ? (
                    <Typography.Link href={href} download={i.name} target="_blank">
                      {i.name}
                    </Typography.Link>
                  ) : (
                    <span>{i.name}</span>
                  )}
                  <VaultMark item={i} />
                  {vault && !readOnly && !i.editing && (
                    <div>
                      <vault.SaveAction item={i} onSaved={(p) => patch(i.uid, p)} testId={`${testId}-save-vault`} />
                    </div>
                  )}
                </>
              );
            },
          },
          { title: t('appUi.attachments.size'), key: 'size', width: 100, render: (_, i) => <span className="ltr-value">{formatSize(i.size)}</span> },
          {
            title: t('appUi.attachments.remarks'),
            key: 'remarks',
            width: 220,
            render: (_, i) =>
              i.editing ? (
                <Input
                  size="small"
                  maxLength={255}
                  value={draft[i.uid]?.remarks ?? ''}
                  onChange={(e) => setDraft((d) => ({ ...d, [i.uid]: { ...d[i.uid], remarks: e.target.value } }))}
                  data-testid={`${testId}-row-remarks`}
                />
              ) : (
                (i.remarks ?? '')
              ),
          },
          { title: t('appUi.attachments.status'), key: 'status', width: 220, render: (_, i) => <RowStatus item={i} /> },
          ...(readOnly
            ? []
            : [
                {
                  title: t('appUi.attachments.actions'),
                  key: 'actions',
                  width: 110,
                  render: (_: unknown, i: AttachmentItem) => (
                    <Space size={2}>
                      {i.upload === 'done' && !i.editing && i.review_status !== RETURNED && (
                        <Tooltip title={t('appUi.attachments.edit')}>
                          <Button
                            type="text"
                            size="small"
                            icon={<EditOutlined />}
                            aria-label={t('appUi.attachments.edit')}
                            onClick={() => editRow(i)}
                            data-testid={`${testId}-edit`}
                          />
                        </Tooltip>
                      )}
                      {i.editing && (
                        <>
                          <Tooltip title={t('appUi.attachments.saveRow')}>
                            <Button
                              type="text"
                              size="small"
                              icon={<CheckOutlined />}
                              aria-label={t('appUi.attachments.saveRow')}
                              onClick={() => confirmRow(i)}
                              data-testid={`${testId}-save-row`}
                            />
                          </Tooltip>
                          <Tooltip title={t('common.cancel')}>
                            <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('common.cancel')} onClick={() => cancelRow(i)} />
                          </Tooltip>
                        </>
                      )}
                      <Popconfirm
                        title={t('appUi.attachments.deleteConfirm', { name: i.name })}
                        okText={t('common.confirm')}
                        cancelText={t('common.cancel')}
                        onConfirm={() => remove(i.uid)}
                      >
                        <Tooltip title={t('appUi.attachments.delete')}>
                          <Button
                            type="text"
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={t('appUi.attachments.delete')}
                            data-testid={`${testId}-delete`}
                          />
                        </Tooltip>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]),
        ]}
        data-testid={`${testId}-table`}
      />
    </div>
  );
}

function RowStatus({ item }: { item: AttachmentItem }) {
  const { t } = useTranslation();
  if (item.upload === 'uploading') return <Progress percent={item.percent} size="small" status="active" data-testid="attachment-progress" />;
  if (item.upload === 'failed')
    return (
      <Tooltip title={item.error}>
        <Tag color="red">{t('appUi.attachments.failed')}</Tag>
      </Tooltip>
    );
  if (item.review_status === RETURNED)
    return (
      <Space orientation="vertical" size={0}>
        <Tag color="orange">{t('appUi.attachments.review_returned')}</Tag>
        {item.review_remark && <Typography.Text type="secondary">{item.review_remark}</Typography.Text>}
      </Space>
    );
  if (item.editing) return <Tag color="gold">{t('appUi.attachments.editing')}</Tag>;
  const review = item.review_status ?? (item.id ? 'pending' : 'new');
  return <Tag color={review === 'approved' ? 'green' : review === 'new' ? 'blue' : 'default'}>{t(`appUi.attachments.review_${review}`)}</Tag>;
}
