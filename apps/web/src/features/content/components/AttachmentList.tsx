import { Button, Space, Typography } from 'antd';
import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@tic/shared';
import { downloadUrl } from '../api/upload';

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** Download links of a document's files, with type and size. */
export function AttachmentList({ attachments, compact = false }: { attachments: Attachment[]; compact?: boolean }) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <Space orientation="vertical" size={4} className="attachment-list">
      {!compact && <Typography.Text strong>{t('content.attachments')}</Typography.Text>}
      {attachments.map((a) => (
        <Space key={a.id} size={8} wrap>
          <PaperClipOutlined />
          <Typography.Text>{a.name}</Typography.Text>
          <Typography.Text type="secondary" className="ltr-value">
            {a.ext.toUpperCase()} · {size(a.size)}
          </Typography.Text>
          <Button type="link" size="small" icon={<DownloadOutlined />} href={downloadUrl(a)} download={a.name} data-testid={`download-${a.id}`}>
            {t('content.download')}
          </Button>
        </Space>
      ))}
    </Space>
  );
}
