import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@tic/shared';
import { uploadVaultFile } from '../api/vault';

/**
 * One file for the vault: uploaded at once through POST /upload (its type checked by the server, a refusal shown in
 * the user's language), its stored file handed to `onChange`. `accept`: the extensions the document's kind takes.
 */
export function VaultFileInput({ accept, onChange, testId }: { accept: readonly string[]; onChange: (file: Attachment | null) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Upload
      maxCount={1}
      accept={accept.map((e) => `.${e}`).join(',')}
      onRemove={() => onChange(null)}
      customRequest={({ file, onProgress, onSuccess, onError }) => {
        uploadVaultFile(file as File, (percent) => onProgress?.({ percent }))
          .then((a) => {
            onChange(a);
            onSuccess?.(a);
          })
          .catch((e: Error) => {
            onChange(null);
            onError?.(e);
          });
      }}
    >
      <Button icon={<UploadOutlined />} data-testid={testId}>
        {t('vault.upload')}
      </Button>
    </Upload>
  );
}
