import type { Key, ReactNode } from 'react';
import { Button, Popconfirm, Space, Table, Tooltip, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './PageHeader';

/** One icon action of a row: a tooltip names it (Arabic labels are long: icons keep the column narrow), a confirmation guards it when asked. */
export interface RowAction {
  label: string;
  icon: ReactNode;
  testId: string;
  onClick?: () => void;
  danger?: boolean;
  /** Asked first (an irreversible or disabling action); the action runs on OK. */
  confirm?: { title: string; onConfirm: () => unknown };
}

function RowActionButton({ a }: { a: RowAction }) {
  const { t } = useTranslation();
  const button = (
    <Tooltip title={a.label}>
      <Button size="small" type="text" danger={a.danger} icon={a.icon} aria-label={a.label} onClick={a.onClick} data-testid={a.testId} />
    </Tooltip>
  );
  if (!a.confirm) return button;
  return (
    <Popconfirm title={a.confirm.title} okText={t('common.confirm')} cancelText={t('common.cancel')} onConfirm={a.confirm.onConfirm}>
      {button}
    </Popconfirm>
  );
}

export interface RecordsPageProps<T extends { id: Key }> {
  testId: string;
  title: string;
  subtitle: string;
  /** The header's buttons (add, import, the count). */
  extra: ReactNode;
  /** Search and filters above the table. */
  toolbar?: ReactNode;
  columns: ColumnsType<T>;
  rows: readonly T[];
  loading: boolean;
  tableTestId: string;
  pagination?: TableProps<T>['pagination'];
  emptyText?: string;
  /** The last column: its title, width and each row's actions (false or null: not offered for that row). */
  actions: { title: string; width: number; of: (row: T) => (RowAction | false | null)[] };
  /** Drawers and dialogs the page opens. */
  children?: ReactNode;
}

/**
 * THE records page (issue 26: configuration's laboratories, products and standards and the customer's invoice
 * profiles and mailing addresses had two copies): a header with its buttons, an optional toolbar, a table whose
 * last column holds each row's icon actions, and the page's drawers.
 */
export function RecordsPage<T extends { id: Key }>(p: RecordsPageProps<T>) {
  const columns: ColumnsType<T> = [
    ...p.columns,
    {
      title: p.actions.title,
      key: 'actions',
      width: p.actions.width,
      render: (_, r) => (
        <Space size={2}>
          {p.actions
            .of(r)
            .filter((a): a is RowAction => !!a)
            .map((a) => (
              <RowActionButton key={a.testId} a={a} />
            ))}
        </Space>
      ),
    },
  ];
  return (
    <div className="page" data-testid={p.testId}>
      <PageHeader title={p.title} subtitle={p.subtitle} extra={p.extra} />
      <div className="page-card">
        {p.toolbar && <div className="page-toolbar">{p.toolbar}</div>}
        <Table<T>
          rowKey="id"
          columns={columns}
          dataSource={p.rows as T[]}
          loading={p.loading}
          pagination={p.pagination ?? false}
          scroll={{ x: 'max-content' }}
          locale={p.emptyText ? { emptyText: p.emptyText } : undefined}
          data-testid={p.tableTestId}
        />
      </div>
      {p.children}
    </div>
  );
}
