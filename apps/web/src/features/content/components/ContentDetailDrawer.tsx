import { Button, Drawer, Skeleton, Space, Tag, Typography } from 'antd';
import { useDrawerPlacement } from '../../../lib/direction';
import { EditOutlined, HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useContentDetail, type ListedKind } from '../api/content';
import { AttachmentList } from './AttachmentList';
import { ContentBody } from './ContentBody';

interface Props {
  kind: ListedKind;
  id: number | null;
  onClose: () => void;
  /** Staff: open the editor or the history of this document. */
  onEdit?: (id: number) => void;
  onHistory?: (id: number) => void;
}

/** One document read in full: title, country and category, text, attachments. */
export function ContentDetailDrawer({ kind, id, onClose, onEdit, onHistory }: Props) {
  const { t } = useTranslation();
  const placement = useDrawerPlacement();
  const detail = useContentDetail(kind, id);
  const d = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      placement={placement}
      size={720}
      title={d?.title}
      extra={
        d && (onEdit || onHistory) ? (
          <Space>
            {onHistory && (
              <Button icon={<HistoryOutlined />} onClick={() => onHistory(d.id)} data-testid="content-history">
                {t('content.history')}
              </Button>
            )}
            {onEdit && (
              <Button type="primary" icon={<EditOutlined />} onClick={() => onEdit(d.id)} data-testid="content-edit">
                {t('content.edit')}
              </Button>
            )}
          </Space>
        ) : null
      }
    >
      {!d ? (
        <Skeleton active />
      ) : (
        <div className="content-detail" data-testid="content-detail">
          <Space wrap size={8}>
            {d.country_name && <Tag color="geekblue">{d.country_name}</Tag>}
            {d.category && <Tag>{t(`content.category_${d.category}`)}</Tag>}
            {d.status !== 1 && <Tag color="red">{t('content.withdrawn')}</Tag>}
            <Typography.Text type="secondary">
              {t('content.updated', { date: d.updated_at })} · {t('content.versionN', { version: d.version })}
            </Typography.Text>
          </Space>
          {d.summary && <Typography.Paragraph className="content-summary">{d.summary}</Typography.Paragraph>}
          <ContentBody text={d.body} testId="content-body" />
          <AttachmentList attachments={d.attachments} />
        </div>
      )}
    </Drawer>
  );
}
