import { useRef } from 'react';
import { App, Button, Form, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleFilled, DeleteOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { megabytes, resumableLimits, VAULT_KINDS_BY_ATTACHMENT, type ApplicationForm, type ChecklistItem } from '@tic/shared';
import { formatSize, RETURNED, refusal, type AttachmentItem } from './attachmentRules';
import type { AttachmentVault } from './vaultSlot';
import { VaultMark } from './VaultMark';
import { ResumableUploader } from './ResumableUploader';
import type { StoredUpload } from './resumableUpload';

export interface ChecklistUploaderProps {
  value?: AttachmentItem[];
  onChange?: (items: AttachmentItem[]) => void;
  form: ApplicationForm;
  /** The form's checklist (packages/shared: a slot per item with its formats and whether it is required). */
  checklist: readonly ChecklistItem[];
  readOnly?: boolean;
  downloadHref?: (item: AttachmentItem) => string | undefined;
  /** The organisation's document vault (issue 31): a slot of a vault kind offers its documents; an upload can be saved to it. */
  vault?: AttachmentVault;
  testId?: string;
}

const newUid = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random()));

/**
 * An application's files as a checklist (NB/RED: the technical documentation of Annex V): one slot per
 * item with its formats and whether it is needed, the files attached as that item, and a resumable
 * uploader (tus: chunks, pause/resume, continues after a broken connection) that takes only the item's
 * formats. Once the form has been checked, a required slot without a file says so in its own words.
 * A controlled antd form control over the same attachment list as AttachmentsUploader.
 */
export function ChecklistUploader({
  value = [],
  onChange,
  form,
  checklist,
  readOnly = false,
  downloadHref,
  vault,
  testId = 'checklist',
}: ChecklistUploaderProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { errors } = Form.Item.useStatus();
  const checked = errors.length > 0;
  const latest = useRef(value);
  latest.current = value;
  const commit = (next: AttachmentItem[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const add = (fileType: string, stored: StoredUpload) =>
    commit([
      ...latest.current,
      { uid: newUid(), name: stored.name, size: stored.size, file_id: stored.id, path: stored.path, file_type: fileType, upload: 'done', percent: 100 },
    ]);
  const remove = (uid: string) => commit(latest.current.filter((i) => i.uid !== uid));
  const patch = (uid: string, p: Partial<AttachmentItem>) => commit(latest.current.map((i) => (i.uid === uid ? { ...i, ...p } : i)));
  /** A vault document attached by reference: the form's caps apply as to an upload (refused in the user's words). */
  const attachFromVault = (item: Omit<AttachmentItem, 'uid'>) => {
    const why = refusal(item, latest.current, form, item.file_type);
    if (why) {
      const types = (checklist.find((c) => c.fileType === item.file_type)?.extensions ?? []).join(', ');
      return void message.warning(t(`appUi.attachments.refused_${why}`, { name: item.name, max: limits.maxFiles, size: megabytes(limits.maxBytes), types }));
    }
    commit([...latest.current, { ...item, uid: newUid() }]);
  };
  const limits = resumableLimits(form);

  return (
    <div className="checklist" data-testid={testId}>
      <Typography.Paragraph type="secondary" className="checklist-intro">
        {/* Sentences follow each other with a space, except after a Chinese full stop. */}
        {[t('nbChecklist.intro'), t('resumable.hint', { files: limits.maxFiles, max: megabytes(limits.maxBytes) })].reduce((a, b) =>
          a.endsWith('。') ? a + b : `${a} ${b}`,
        )}
      </Typography.Paragraph>
      <ol className="checklist-slots">
        {checklist.map((item) => {
          const label = t(`applications.fileType.${item.fileType}`);
          const files = value.filter((i) => i.file_type === item.fileType);
          const missing = item.required && files.length === 0;
          return (
            <li
              key={item.fileType}
              className={`checklist-slot${missing && checked ? ' checklist-slot-missing' : ''}`}
              data-testid={`${testId}-${item.fileType}`}
              data-missing={missing ? 'true' : 'false'}
            >
              <div className="checklist-head">
                {/* The mark stays beside the name when a long name wraps on a phone. */}
                <span className="checklist-title">
                  {files.length > 0 ? (
                    <CheckCircleFilled className="checklist-done" aria-hidden />
                  ) : (
                    <ExclamationCircleFilled className={item.required ? 'checklist-todo' : 'checklist-optional'} aria-hidden />
                  )}
                  <Typography.Text strong className="checklist-label">
                    {label}
                  </Typography.Text>
                </span>
                <Tag color={item.required ? 'blue' : 'default'}>{t(item.required ? 'nbChecklist.required' : 'nbChecklist.optional')}</Tag>
                {files.length > 0 && <Typography.Text type="secondary">{t('nbChecklist.attached', { count: files.length })}</Typography.Text>}
              </div>
              {missing && checked && item.missing && (
                <Typography.Text type="danger" className="checklist-missing" role="alert" data-testid={`${testId}-missing`}>
                  {t(item.missing)}
                </Typography.Text>
              )}
              {files.length > 0 && (
                <ul className="checklist-files" aria-label={t('nbChecklist.slotLabel', { item: label })}>
                  {files.map((f) => {
                    const href = downloadHref?.(f);
                    return (
                      <li key={f.uid} className="checklist-file" data-testid={`${testId}-file`}>
                        {href ? (
                          <Typography.Link href={href} download={f.name} target="_blank" dir="auto">
                            {f.name}
                          </Typography.Link>
                        ) : (
                          <span dir="auto">{f.name}</span>
                        )}
                        <Typography.Text type="secondary" className="ltr-value">
                          {formatSize(f.size)}
                        </Typography.Text>
                        <VaultMark item={f} />
                        {vault && !readOnly && <vault.SaveAction item={f} onSaved={(p) => patch(f.uid, p)} testId={`${testId}-save-vault`} />}
                        {f.review_status === RETURNED && (
                          <Tooltip title={f.review_remark}>
                            <Tag color="orange">{t('appUi.attachments.review_returned')}</Tag>
                          </Tooltip>
                        )}
                        {!readOnly && (
                          <Popconfirm
                            title={t('appUi.attachments.deleteConfirm', { name: f.name })}
                            okText={t('common.confirm')}
                            cancelText={t('common.cancel')}
                            onConfirm={() => remove(f.uid)}
                          >
                            <Button
                              type="text"
                              size="small"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={`${t('appUi.attachments.delete')} ${f.name}`}
                              data-testid={`${testId}-delete`}
                            />
                          </Popconfirm>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
              {!readOnly && (
                <ResumableUploader
                  form={form}
                  existing={value.length}
                  allowed={item.extensions}
                  hideDone
                  hint={t('nbChecklist.formats', { types: item.extensions.join(', ') })}
                  chooseLabel={`${t('resumable.choose')}: ${label}`}
                  onUploaded={(stored) => add(item.fileType, stored)}
                  testId={`${testId}-${item.fileType}-upload`}
                />
              )}
              {!readOnly && vault && VAULT_KINDS_BY_ATTACHMENT[item.fileType] && (
                <vault.Picker fileType={item.fileType} held={value} onAttach={attachFromVault} testId={`${testId}-${item.fileType}-vault`} />
              )}
              {readOnly && <Typography.Text type="secondary">{t('nbChecklist.formats', { types: item.extensions.join(', ') })}</Typography.Text>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
