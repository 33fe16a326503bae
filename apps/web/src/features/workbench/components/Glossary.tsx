import { Card, Empty, Skeleton, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictionaryEntry } from '@tic/shared';
import { useDictionary, type DictionarySlug } from '../../reference';

const SECTIONS: Array<{ slug: DictionarySlug; titleKey: string; color: string }> = [
  { slug: 'client_apply_status', titleKey: 'workbench.applicationStatus', color: 'blue' },
  { slug: 'payment_status', titleKey: 'workbench.paymentStatus', color: 'gold' },
  { slug: 'application_stage', titleKey: 'workbench.applicationStage', color: 'purple' },
  { slug: 'process_step', titleKey: 'workbench.processStep', color: 'cyan' },
];

function GlossaryTable({ slug, titleKey, color }: (typeof SECTIONS)[number]) {
  const { t } = useTranslation();
  const { data, isPending } = useDictionary(slug);
  const entries = data ?? [];
  // A dictionary without explanations (the process steps) reads better as the ordered sequence it is.
  const termsOnly = entries.length > 0 && entries.every((e) => !e.remark);
  return (
    <Card title={t(titleKey)} size="small" className="wb-glossary-card" data-testid={`glossary-${slug}`}>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : termsOnly ? (
        <ol className="wb-steps">
          {entries.map((e, i) => (
            <li key={e.dicKey}>
              <span className="wb-step-no">{i + 1}</span>
              <Tag color={color}>{e.dicValue}</Tag>
            </li>
          ))}
        </ol>
      ) : (
        <Table<DictionaryEntry>
          size="small"
          rowKey="dicKey"
          pagination={false}
          dataSource={entries}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.glossaryEmpty')} /> }}
          columns={[
            {
              title: t('workbench.term'),
              dataIndex: 'dicValue',
              width: '34%',
              render: (v: string) => <Tag color={color}>{v}</Tag>,
            },
            { title: t('workbench.meaning'), dataIndex: 'remark', render: (v: string | null) => v ?? '' },
          ]}
        />
      )}
    </Card>
  );
}

/** The glossary of the workbench: what each status, payment state, stage and step means. */
export function Glossary() {
  const { t } = useTranslation();
  return (
    <section className="wb-section" aria-labelledby="wb-glossary">
      <h2 id="wb-glossary" className="wb-section-title">
        {t('workbench.glossary')}
        <span className="wb-section-desc">{t('workbench.glossaryDesc')}</span>
      </h2>
      <div className="wb-glossary">
        {SECTIONS.map((s) => (
          <GlossaryTable key={s.slug} {...s} />
        ))}
      </div>
    </section>
  );
}
