import { useState } from 'react';
import { List, Space, Tag, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { POLICY_CATEGORIES } from '@tic/shared';
import { ContentDetailDrawer } from '../components/ContentDetailDrawer';
import { ContentListFrame } from '../components/ContentListFrame';

/** /policyInfo: policy and regulation documents of the destination countries (GET /policy). */
export default function PolicyInfoPage() {
  const { t } = useTranslation();
  const [reading, setReading] = useState<number | null>(null);
  return (
    <ContentListFrame
      kind="policy"
      testId="policy-info"
      title={t('route.policyInfo')}
      subtitle={t('content.policyIntro')}
      newLabel={t('content.newPolicy')}
      newTestId="policy-new"
      searchPlaceholder={t('content.searchPolicies')}
      categories={POLICY_CATEGORIES}
      withCountry
      after={(v) => (
        <ContentDetailDrawer
          kind="policy"
          id={reading}
          onClose={() => setReading(null)}
          onEdit={v.canEdit ? v.edit : undefined}
          onHistory={v.canEdit ? v.showHistory : undefined}
        />
      )}
    >
      {({ list, pagination }) => (
        <List
          itemLayout="vertical"
          loading={list.isLoading}
          dataSource={list.data?.data ?? []}
          locale={{ emptyText: t('content.empty') }}
          data-testid="policy-list"
          pagination={pagination}
          renderItem={(p) => (
            <List.Item key={p.id} className="content-item" onClick={() => setReading(p.id)} data-testid={`policy-${p.id}`}>
              <List.Item.Meta
                title={<Typography.Link onClick={() => setReading(p.id)}>{p.title}</Typography.Link>}
                description={
                  <Space wrap size={8}>
                    {p.country_name && <Tag color="geekblue">{p.country_name}</Tag>}
                    {p.category && <Tag>{t(`content.category_${p.category}`)}</Tag>}
                    {p.status !== 1 && <Tag color="red">{t('content.withdrawn')}</Tag>}
                    <span>{t('content.updated', { date: p.updated_at })}</span>
                    {p.attachments.length > 0 && (
                      <span>
                        <PaperClipOutlined /> {p.attachments.length}
                      </span>
                    )}
                  </Space>
                }
              />
              {p.summary && <Typography.Paragraph className="content-summary">{p.summary}</Typography.Paragraph>}
            </List.Item>
          )}
        />
      )}
    </ContentListFrame>
  );
}
