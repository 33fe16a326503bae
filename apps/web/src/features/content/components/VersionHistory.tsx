import { useState } from 'react';
import { Button, Drawer, Empty, Tag, Timeline, Typography } from 'antd';
import { useDrawerPlacement } from '../../../lib/direction';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { useContentVersions } from '../api/content';
import { ContentBody } from './ContentBody';

/** Staff: every published version of a document, newest first; any one can be read in full. */
export function VersionHistory({ id, open, onClose }: { id: number | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const placement = useDrawerPlacement();
  const versions = useContentVersions(open ? id : null);
  const [viewing, setViewing] = useState<number | null>(null);
  const shown = versions.data?.find((v) => v.version === viewing);

  return (
    <Drawer open={open} onClose={onClose} placement={placement} size={640} title={t('content.history')} afterOpenChange={(o) => !o && setViewing(null)}>
      {shown ? (
        <div data-testid="version-view">
          <Button type="link" onClick={() => setViewing(null)}>
            {t('content.backToCurrent')}
          </Button>
          <Typography.Title level={4}>{t('content.viewing', { version: shown.version })}</Typography.Title>
          <Typography.Title level={5}>{shown.title}</Typography.Title>
          <ContentBody text={shown.body} />
        </div>
      ) : versions.data?.length ? (
        <Timeline
          data-testid="version-history"
          items={versions.data.map((v, i) => ({
            key: v.version,
            content: (
              <div className="version-entry">
                <Button type="link" className="version-link" onClick={() => setViewing(v.version)} data-testid={`version-${v.version}`}>
                  {t('content.versionN', { version: v.version })}
                </Button>
                {i === 0 && <Tag color="blue">{t('content.current')}</Tag>}
                <div>
                  <Typography.Text type="secondary">
                    {dayjs(v.created_at).format('YYYY-MM-DD HH:mm')}
                    {v.edited_by ? ` · ${t('content.editedBy', { name: v.edited_by })}` : ''}
                  </Typography.Text>
                </div>
                {v.change_note && <Typography.Text>{v.change_note}</Typography.Text>}
              </div>
            ),
          }))}
        />
      ) : (
        <Empty />
      )}
    </Drawer>
  );
}
