import { useState } from 'react';
import { Button, DatePicker, Form, Select, Space, Table, Typography } from 'antd';
import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { STATEMENT_PER_PAGE, type StatementRow } from '@tic/shared';
import { statementFileUrl, useStatement, type StatementFilter } from '../api/statement';
import { Money } from './Money';

/**
 * My statement of one currency for a period (issue 28): opening balance, every movement with its running balance,
 * closing balance; the same as PDF and Excel. The table scrolls sideways inside its card on a phone.
 */
export function StatementTab() {
  const { t } = useTranslation();
  const [filter, setFilterState] = useState<StatementFilter>({});
  const [page, setPage] = useState({ current: 1, size: STATEMENT_PER_PAGE.default as number });
  // Another currency or period starts at its first page.
  const setFilter = (f: StatementFilter) => {
    setFilterState(f);
    setPage((p) => ({ ...p, current: 1 }));
  };
  const q = useStatement(filter, page);
  const s = q.data;
  // What the server answered (its defaults filled in): the files ask for exactly the statement on screen.
  const shown: StatementFilter = s ? { currency: s.currency, from: s.from, to: s.to } : filter;
  const currencies = s ? [...new Set([...s.currencies, s.currency])] : [];
  const amount = (v: string) => (s && Number(v) !== 0 ? <Money amount={v} currency={s.currency} /> : '');
  return (
    <div data-testid="statement">
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={t('statement.currency')} htmlFor="statement-currency">
          <Select
            id="statement-currency"
            aria-label={t('statement.currency')}
            value={s?.currency}
            style={{ minWidth: 100 }}
            options={currencies.map((c) => ({ value: c, label: c }))}
            onChange={(currency: string) => setFilter({ ...shown, currency })}
            data-testid="statement-currency"
          />
        </Form.Item>
        <Form.Item label={t('statement.period')}>
          <DatePicker.RangePicker
            value={s ? [dayjs(s.from), dayjs(s.to)] : null}
            allowClear={false}
            onChange={(d) => d?.[0] && d[1] && setFilter({ ...shown, from: d[0].format('YYYY-MM-DD'), to: d[1].format('YYYY-MM-DD') })}
            style={{ maxWidth: '100%' }}
            data-testid="statement-period"
          />
        </Form.Item>
        <Space wrap>
          <Button icon={<FilePdfOutlined />} href={statementFileUrl('pdf', shown)} target="_blank" rel="noopener" disabled={!s} data-testid="statement-pdf">
            {t('statement.pdf')}
          </Button>
          <Button icon={<FileExcelOutlined />} href={statementFileUrl('excel', shown)} disabled={!s} data-testid="statement-excel">
            {t('statement.excel')}
          </Button>
        </Space>
      </Form>
      <Typography.Paragraph type="secondary">{t('statement.meaning')}</Typography.Paragraph>
      {s && (
        <Space wrap size="large" style={{ marginBottom: 12 }} data-testid="statement-balances">
          <span>
            {t('statement.openingLabel')} <Money amount={s.opening} currency={s.currency} />
          </span>
          <strong>
            {t('statement.closingLabel')} <Money amount={s.closing} currency={s.currency} />
          </strong>
        </Space>
      )}
      <div className="statement-scroll" style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table<StatementRow>
          rowKey={(r) => `${r.at}|${r.kind}|${r.reference}`}
          size="small"
          loading={q.isLoading}
          dataSource={s?.rows}
          pagination={
            // One page of the smallest size holds it all: no pager.
            s && s.total > 20
              ? {
                  current: s.current_page,
                  pageSize: s.per_page,
                  total: s.total,
                  showSizeChanger: true,
                  pageSizeOptions: [20, 50, 100, STATEMENT_PER_PAGE.max],
                  onChange: (current, size) => setPage({ current: size === page.size ? current : 1, size }),
                }
              : false
          }
          scroll={{ x: 860 }}
          locale={{ emptyText: t('statement.empty') }}
          columns={[
            { title: t('statement.date'), dataIndex: 'date', width: 110, render: (v: string) => <bdi dir="ltr">{v}</bdi> },
            {
              title: t('statement.description'),
              key: 'kind',
              render: (_, r) => (
                <>
                  {t(`statement.kind.${r.kind}`)}
                  {r.applications.length > 0 && (
                    <div className="muted">
                      <bdi dir="ltr">{r.applications.join(', ')}</bdi>
                    </div>
                  )}
                </>
              ),
            },
            { title: t('statement.reference'), dataIndex: 'reference', render: (v: string) => <bdi dir="ltr">{v}</bdi> },
            { title: t('statement.debit'), dataIndex: 'debit', align: 'end', render: amount },
            { title: t('statement.credit'), dataIndex: 'credit', align: 'end', render: amount },
            { title: t('statement.balance'), dataIndex: 'balance', align: 'end', render: (v: string) => <Money amount={v} currency={s?.currency} /> },
          ]}
          summary={() =>
            s && s.rows.length > 0 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  {t('statement.total')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="end">
                  <Money amount={s.totals.debit} currency={s.currency} />
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="end">
                  <Money amount={s.totals.credit} currency={s.currency} />
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="end">
                  <Money amount={s.closing} currency={s.currency} />
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      </div>
    </div>
  );
}
