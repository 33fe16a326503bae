import { createContext, useContext, useRef, useState } from 'react';
import { App, Button, Upload, type UploadFile } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { megabytes, PROFILE_UPLOADS, type Attachment, type ProfileUploadKind } from '@tic/shared';
import { uploadCustomerFile } from '../api/upload';

interface Props {
  value?: string[];
  onChange?: (paths: string[]) => void;
  /** The slot's rules (types, size, count) from PROFILE_UPLOADS of @tic/shared. */
  kind: ProfileUploadKind;
  testId: string;
  /** Called when the first file of the slot arrives (a qualification option is then selected). */
  onFirstFile?: () => void;
  picture?: boolean;
  disabled?: boolean;
}

/** The files a stored profile refers to, by path (GET /customer/{id} data.files): a slot lists them by their names. */
export const ProfileFilesContext = createContext<Record<string, Attachment>>({});

const extOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', pdf: 'application/pdf' };
/** A stored file as antd shows it: its original name, and a type so that only images get a thumbnail. */
const toFile = (path: string, info: Attachment | undefined): UploadFile => ({
  uid: path,
  name: info?.name ?? path.slice(path.lastIndexOf('/') + 1),
  status: 'done',
  url: `/frontend/v1${path}`,
  type: info ? (MIME[info.ext] ?? 'application/octet-stream') : undefined,
});

/**
 * An upload slot of the profile: files go up one by one with a progress bar (XHR); the form keeps
 * their paths. Type, size and count are checked before sending (the server checks again, by magic
 * bytes); a slot at its count hides its button, so a removed file brings it back.
 */
export function FileSlot({ value = [], onChange, kind, testId, onFirstFile, picture, disabled }: Props) {
  const { types, maxBytes, maxFiles: maxCount } = PROFILE_UPLOADS[kind];
  // jpg covers jpeg (spec: "jpg, png, jpeg").
  const accept: readonly string[] = (types as readonly string[]).includes('jpg') ? [...types, 'jpeg'] : types;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const stored = useContext(ProfileFilesContext);
  // Files on their way up (with their progress) or failed; the form only holds finished paths.
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [uploaded, setUploaded] = useState<Record<string, Attachment>>({});
  // The paths as of the last answer: two uploads finishing before the next render must both be kept.
  const latest = useRef(value);
  latest.current = value;
  const files = [...value.map((p) => toFile(p, uploaded[p] ?? stored[p])), ...pending];

  const beforeUpload = (file: File, batch: File[]) => {
    if (!accept.includes(extOf(file.name))) {
      void message.error(t('accountsWeb.fileType', { types: accept.join(', ') }));
      return Upload.LIST_IGNORE;
    }
    if (file.size > maxBytes) {
      void message.error(t('accountsWeb.fileSize', { size: megabytes(maxBytes) }));
      return Upload.LIST_IGNORE;
    }
    // Files already kept, on their way, and those before this one in the same choice.
    const inFlight = pending.filter((f) => f.status === 'uploading').length;
    if (value.length + inFlight + batch.indexOf(file) >= maxCount) {
      // One message for the whole choice.
      const first = batch.findIndex((f, i) => value.length + inFlight + i >= maxCount);
      if (batch.indexOf(file) === first) void message.error(kind === 'licence' ? t('validation.licenceMax') : t('accountsWeb.fileCount', { max: maxCount }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  return (
    <div className="file-slot" data-testid={testId}>
      <Upload
        fileList={files}
        accept={accept.map((e) => `.${e}`).join(',')}
        multiple={maxCount > 1}
        listType={picture ? 'picture-card' : 'text'}
        beforeUpload={beforeUpload}
        disabled={disabled}
        customRequest={({ file, onProgress, onSuccess, onError }) => {
          uploadCustomerFile(kind, file as File, (percent) => onProgress?.({ percent }))
            .then((res) => {
              onSuccess?.(res);
              setUploaded((m) => ({ ...m, [res.path]: res }));
              setPending((list) => list.filter((f) => f.uid !== (file as UploadFile).uid));
              const before = latest.current;
              latest.current = [...before, res.path];
              if (before.length === 0) onFirstFile?.();
              onChange?.(latest.current);
            })
            .catch((e: Error) => onError?.(e));
        }}
        onChange={(info) => setPending(info.fileList.filter((f) => f.status === 'uploading' || f.status === 'error'))}
        onRemove={(f) => {
          setPending((list) => list.filter((p) => p.uid !== f.uid));
          if (value.includes(f.uid)) onChange?.(value.filter((p) => p !== f.uid));
        }}
      >
        {value.length < maxCount &&
          !disabled &&
          (picture ? (
            <div className="file-slot-card">
              <PlusOutlined />
              <div>{t('accountsWeb.upload')}</div>
            </div>
          ) : (
            <Button icon={<UploadOutlined />}>{t('accountsWeb.upload')}</Button>
          ))}
      </Upload>
    </div>
  );
}
