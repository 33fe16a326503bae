import { Descriptions, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';

type Value = unknown;
const isObj = (v: Value): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const text = (v: Value) => (v === null || v === undefined || v === '' ? '—' : typeof v === 'boolean' ? (v ? '✓' : '✗') : String(v));

/** One section's fields, labelled by the shared field catalogue where it names them. */
function Fields({ data }: { data: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const label = (k: string) => (i18n.exists(`field.${k}`) ? t(`field.${k}`) : k);
  const entries = Object.entries(data).filter(([, v]) => !isObj(v) && !Array.isArray(v));
  if (entries.length === 0) return null;
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
      {entries.map(([k, v]) => (
        <Descriptions.Item key={k} label={label(k)}>
          <span dir="auto">{text(v)}</span>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** A list of rows (invoices, product lines): a table with the union of their fields. */
function Rows({ rows }: { rows: unknown[] }) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  if (!rows.every(isObj)) return <span dir="ltr">{rows.map(text).join(', ')}</span>;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r as object)))].filter((k) => !isObj((rows[0] as Record<string, unknown>)[k]));
  return (
    <Table
      size="small"
      pagination={false}
      scroll={{ x: true }}
      rowKey={(_, i) => String(i)}
      dataSource={rows as Record<string, unknown>[]}
      columns={keys.map((k) => ({
        title: i18n.exists(`field.${k}`) ? t(`field.${k}`) : k,
        dataIndex: k,
        render: (v: Value) => <span dir="auto">{text(v)}</span>,
      }))}
    />
  );
}

/**
 * The customer's form, read-only, section by section (general, shipment, line-specific, parties, invoices,
 * products, containers) as the application's data carries it.
 */
export function ReadOnlyData({ data }: { data: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const title = (k: string) => (i18n.exists(`applications.section.${k}`) ? t(`applications.section.${k}`) : k);
  const sections: [string, unknown][] = [];
  for (const [k, v] of Object.entries(data)) {
    if (k === 'attachments') continue;
    if (k === 'parties' && isObj(v)) for (const [role, p] of Object.entries(v)) sections.push([role, p]);
    else if (isObj(v) || Array.isArray(v)) sections.push([k, v]);
  }
  const top = Object.fromEntries(Object.entries(data).filter(([, v]) => !isObj(v) && !Array.isArray(v)));
  return (
    <div className="staff-readonly" data-testid="staff-form">
      <Fields data={top} />
      {sections.map(([k, v]) => (
        <section key={k} className="staff-section">
          <h4>{title(k)}</h4>
          {Array.isArray(v) ? <Rows rows={v} /> : <Fields data={v as Record<string, unknown>} />}
        </section>
      ))}
    </div>
  );
}
