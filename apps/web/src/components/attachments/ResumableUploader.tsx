import { useEffect, useRef, useState } from 'react';
import { Alert, Button, List, Progress, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, PauseOutlined, CaretRightOutlined, RedoOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ALLOWED_FILE_TYPES, megabytes, resumableLimits, type ResumableForm } from '@tic/shared';
import { formatSize } from './attachmentRules';
import { startResumable, type StoredUpload } from './resumableUpload';

type RowState = 'uploading' | 'paused' | 'failed' | 'done';
interface Row {
  uid: string;
  file: File;
  sent: number;
  state: RowState;
  error?: string;
  stored?: StoredUpload;
}

export interface ResumableUploaderProps {
  /** The form whose per-file cap and file count apply (NB/RED: 20 files of up to 500 MB). */
  form: ResumableForm;
  /** Files already attached count against the form's maximum. */
  existing?: number;
  /** A file is in: its stored file (id to attach to the application, like an ordinary upload). */
  onUploaded(file: StoredUpload): void;
  disabled?: boolean;
  testId?: string;
  /** The extensions this uploader takes (a checklist item's formats); every allowed one by default. */
  allowed?: readonly string[];
  /** A finished file leaves the list (the caller lists it, e.g. in its checklist slot). */
  hideDone?: boolean;
  /** The chooser's accessible name, when several uploaders share a page. */
  chooseLabel?: string;
  /** Replaces the line beside the button (a checklist slot says its formats instead). */
  hint?: string;
}

const newUid = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random()));

/**
 * Large files that survive a broken connection (tus): each file has its progress, pause/resume, and
 * retry after a failure; an upload interrupted by a lost connection continues by itself when the
 * network is back, sending only what the server has not got.
 */
export function ResumableUploader({
  form,
  existing = 0,
  onUploaded,
  disabled = false,
  testId = 'resumable',
  allowed = ALLOWED_FILE_TYPES,
  hideDone = false,
  chooseLabel,
  hint,
}: ResumableUploaderProps) {
  const { t } = useTranslation();
  const limits = resumableLimits(form);
  const [rows, setRows] = useState<Row[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const controls = useRef(new Map<string, ReturnType<typeof startResumable>>());
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const [online, setOnline] = useState(typeof navigator === 'undefined' ? true : navigator.onLine);

  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const running = controls.current;
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      // Leaving the page pauses (the server keeps what it has for a day; choosing the file again continues).
      for (const c of running.values()) c.pause();
    };
  }, []);

  const patch = (uid: string, p: Partial<Row>) => setRows((rs) => rs.map((r) => (r.uid === uid ? { ...r, ...p } : r)));
  const begin = (row: Row) => {
    controls.current.set(
      row.uid,
      startResumable(row.file, form, {
        onProgress: (sent) => patch(row.uid, { sent, state: 'uploading', error: undefined }),
        onDone: (stored) => {
          if (hideDone) {
            rowsRef.current = rowsRef.current.filter((r) => r.uid !== row.uid);
            setRows((rs) => rs.filter((r) => r.uid !== row.uid));
          } else patch(row.uid, { sent: row.file.size, state: 'done', stored });
          controls.current.delete(row.uid);
          onUploaded(stored);
        },
        onError: (error) => patch(row.uid, { state: 'failed', error }),
      }),
    );
  };

  const accept = (file: File) => {
    setNotice(null);
    const active = rowsRef.current.length + existing;
    if (active >= limits.maxFiles) {
      setNotice(t('resumable.tooMany', { max: limits.maxFiles }));
      return false;
    }
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    const normal = ext === 'jpeg' ? 'jpg' : ext;
    if (!(ALLOWED_FILE_TYPES as readonly string[]).includes(normal)) {
      setNotice(`${file.name}: ${t('validation.fileType')}`);
      return false;
    }
    if (!allowed.includes(normal)) {
      setNotice(t('appUi.attachments.refused_itemType', { name: file.name, types: allowed.join(', ') }));
      return false;
    }
    if (file.size > limits.maxBytes) {
      setNotice(`${file.name}: ${t('validation.fileTooLarge', { max: megabytes(limits.maxBytes) })}`);
      return false;
    }
    const row: Row = { uid: newUid(), file, sent: 0, state: 'uploading' };
    rowsRef.current = [...rowsRef.current, row];
    setRows(rowsRef.current);
    begin(row);
    return false;
  };

  const pause = (r: Row) => {
    controls.current.get(r.uid)?.pause();
    patch(r.uid, { state: 'paused' });
  };
  const resume = (r: Row) => {
    patch(r.uid, { state: 'uploading', error: undefined });
    const c = controls.current.get(r.uid);
    if (c) c.resume();
    else begin(r);
  };
  const remove = (r: Row) => {
    if (r.state !== 'done') controls.current.get(r.uid)?.cancel();
    controls.current.delete(r.uid);
    setRows((rs) => rs.filter((x) => x.uid !== r.uid));
  };

  return (
    <div className="resumable-uploader" data-testid={testId}>
      <Space wrap align="center">
        <Upload multiple showUploadList={false} disabled={disabled} accept={allowed.map((e) => `.${e}`).join(',')} beforeUpload={accept}>
          <Button icon={<UploadOutlined />} disabled={disabled} data-testid={`${testId}-choose`} aria-label={chooseLabel}>
            {t('resumable.choose')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{hint ?? t('resumable.hint', { files: limits.maxFiles, max: megabytes(limits.maxBytes) })}</Typography.Text>
      </Space>
      {!online && rows.some((r) => r.state === 'uploading') && (
        <Alert type="info" showIcon className="form-alert" title={t('resumable.offline')} data-testid={`${testId}-offline`} />
      )}
      {notice && (
        <Alert type="warning" showIcon className="form-alert" title={notice} closable={{ onClose: () => setNotice(null) }} data-testid={`${testId}-notice`} />
      )}
      {rows.length > 0 && (
        <List
          size="small"
          aria-label={t('resumable.listLabel')}
          dataSource={rows}
          renderItem={(r) => (
            <List.Item
              data-testid={`${testId}-row`}
              data-state={r.state}
              actions={[
                r.state === 'uploading' && (
                  <Button key="p" size="small" icon={<PauseOutlined />} onClick={() => pause(r)} data-testid={`${testId}-pause`}>
                    {t('resumable.pause')}
                  </Button>
                ),
                r.state === 'paused' && (
                  <Button key="r" size="small" icon={<CaretRightOutlined />} onClick={() => resume(r)} data-testid={`${testId}-resume`}>
                    {t('resumable.resume')}
                  </Button>
                ),
                r.state === 'failed' && (
                  <Button key="t" size="small" icon={<RedoOutlined />} onClick={() => resume(r)} data-testid={`${testId}-retry`}>
                    {t('resumable.retry')}
                  </Button>
                ),
                <Button
                  key="x"
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('resumable.remove')}
                  onClick={() => remove(r)}
                  data-testid={`${testId}-remove`}
                />,
              ].filter(Boolean)}
            >
              <div className="resumable-row">
                <Typography.Text ellipsis className="resumable-name">
                  {r.file.name}
                </Typography.Text>
                <Progress
                  percent={r.file.size ? Math.floor((r.sent / r.file.size) * 100) : 0}
                  size="small"
                  status={r.state === 'failed' ? 'exception' : r.state === 'done' ? 'success' : r.state === 'uploading' ? 'active' : 'normal'}
                  data-testid={`${testId}-progress`}
                />
                <Typography.Text type={r.state === 'failed' ? 'danger' : 'secondary'} className="ltr-value">
                  {r.state === 'failed'
                    ? t('resumable.failed', { reason: r.error ?? '' })
                    : r.state === 'done'
                      ? t('resumable.done')
                      : `${t('resumable.progress', { done: formatSize(r.sent), total: formatSize(r.file.size) })}${r.state === 'paused' ? ` · ${t('resumable.paused')}` : ''}`}
                </Typography.Text>
              </div>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
