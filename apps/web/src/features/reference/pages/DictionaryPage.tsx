import { useState } from 'react';
import { Button, Select, Table, Tag, Tooltip } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STATUS_ON, type DictionaryItemAdmin } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { useDictionaryItems, useDictionarySlugs } from '../api/dictionaryAdmin';
import { DictionaryDrawer } from '../components/DictionaryDrawer';

/** /configuration/dictionary: staff keep the dictionaries in their three languages (dictionary:edit). */
export default function DictionaryPage() {
  const { t } = useTranslation();
  const slugs = useDictionarySlugs();
  // The chosen dictionary is in the address, so a reload (a language switch) keeps it.
  const [params, setParams] = useSearchParams();
  const current = params.get('slug') ?? slugs.data?.[0];
  const setSlug = (slug: string) => setParams({ slug }, { replace: true });
  const items = useDictionaryItems(current);
  const [editing, setEditing] = useState<DictionaryItemAdmin | 'new' | null>(null);
  const keyOf = new Map((items.data ?? []).map((i) => [i.id, i.dic_key]));

  return (
    <div className="page" data-testid="config-dictionary">
      <PageHeader
        title={t('route.configuration_dictionary')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} disabled={!current} onClick={() => setEditing('new')} data-testid="dictionary-add">
            {t('reference.dictionaryNew')}
          </Button>
        }
      />
      <div className="page-card">
        <div className="page-toolbar">
          <span>{t('reference.dictionarySlug')}</span>
          <Select
            className="content-editor-select"
            showSearch
            value={current}
            onChange={setSlug}
            options={(slugs.data ?? []).map((s) => ({ value: s, label: s }))}
            data-testid="dictionary-slug"
          />
        </div>
        <Table<DictionaryItemAdmin>
          rowKey="id"
          size="middle"
          loading={items.isLoading}
          dataSource={items.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="dictionary-table"
          columns={[
            {
              title: t('reference.dictionaryKey'),
              dataIndex: 'dic_key',
              render: (k: string, r) => <span className="ltr-value">{r.parent_id ? `${keyOf.get(r.parent_id) ?? r.parent_id} › ${k}` : k}</span>,
            },
            { title: t('reference.labelZh'), dataIndex: 'label_zh' },
            { title: t('reference.labelEn'), dataIndex: 'label_en' },
            { title: t('reference.labelAr'), dataIndex: 'label_ar', render: (v: string) => <span dir="rtl">{v}</span> },
            { title: t('reference.sort'), dataIndex: 'sort', width: 80 },
            {
              title: t('reference.status'),
              dataIndex: 'status',
              width: 90,
              render: (s: number) => (s === STATUS_ON ? <Tag color="green">{t('reference.on')}</Tag> : <Tag>{t('reference.off')}</Tag>),
            },
            {
              title: '',
              key: 'edit',
              width: 56,
              render: (_, r) => (
                <Tooltip title={t('reference.dictionaryEdit')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t('reference.dictionaryEdit')}
                    onClick={() => setEditing(r)}
                    data-testid={`dictionary-edit-${r.dic_key}`}
                  />
                </Tooltip>
              ),
            },
          ]}
        />
      </div>
      {current && <DictionaryDrawer slug={current} item={editing === 'new' ? null : editing} open={editing !== null} onClose={() => setEditing(null)} />}
    </div>
  );
}
