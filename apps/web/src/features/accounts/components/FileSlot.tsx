import { useState } from 'react';
import { App, Button, Upload, type UploadFile } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { megabytes, PROFILE_UPLOADS, type ProfileUploadKind } from '@tic/shared';
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

const extOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
const nameOf = (path: string) => decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
const toFile = (path: string): UploadFile => ({ uid: path, name: nameOf(path), status: 'done', url: `/frontend/v1${path}` });

/**
 * An upload slot of the profile: files go up one by one with a progress bar (XHR); the form keeps
 * their paths. Type and size are checked before sending (the server checks again, by magic bytes);
 * a slot at its count hides its button, so a removed file brings it back.
 */
export function FileSlot({ value = [], onChange, kind, testId, onFirstFile, picture, disabled }: Props) {
  const { types, maxBytes, maxFiles: maxCount } = PROFILE_UPLOADS[kind];
  // jpg covers jpeg (spec: "jpg, png, jpeg").
  const accept: readonly string[] = (types as readonly string[]).includes('jpg') ? [...types, 'jpeg'] : types;
  const { t } = useTranslation();
  const { message } = App.useApp();
  // Files on their way up (with their progress) or failed; the form only holds finished paths.
  const [pending, setPending] = useState<UploadFile[]>([]);
  const files = [...value.map(toFile), ...pending];

  const beforeUpload = (file: File) => {
    if (!accept.includes(extOf(file.name))) {
      void message.error(t('accountsWeb.fileType', { types: accept.join(', ') }));
      return Upload.LIST_IGNORE;
    }
    if (file.size > maxBytes) {
      void message.error(t('accountsWeb.fileSize', { size: megabytes(maxBytes) }));
      return Upload.LIST_IGNORE;
    }
    if (value.length >= maxCount) {
      void message.error(kind === 'licence' ? t('validation.licenceMax') : t('accountsWeb.fileCount', { max: maxCount }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  return (
    <Upload
      fileList={files}
      accept={accept.map((e) => `.${e}`).join(',')}
      listType={picture ? 'picture-card' : 'text'}
      beforeUpload={beforeUpload}
      disabled={disabled}
      customRequest={({ file, onProgress, onSuccess, onError }) => {
        uploadCustomerFile(kind, file as File, (percent) => onProgress?.({ percent }))
          .then((res) => {
            onSuccess?.(res);
            setPending((list) => list.filter((f) => f.uid !== (file as UploadFile).uid));
            if (value.length === 0) onFirstFile?.();
            onChange?.([...value, res.path]);
          })
          .catch((e: Error) => onError?.(e));
      }}
      onChange={(info) => setPending(info.fileList.filter((f) => f.status === 'uploading' || f.status === 'error'))}
      onRemove={(f) => {
        setPending((list) => list.filter((p) => p.uid !== f.uid));
        onChange?.(value.filter((p) => p !== f.uid));
      }}
      data-testid={testId}
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
  );
}
