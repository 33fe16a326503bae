import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PaginationProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { CONTENT_PAGE_SIZE, type ContentItem, type Page } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { useContentList, type ListedKind } from '../api/content';
import { useCanEditContent } from '../lib/canEdit';
import { ContentEditor } from './ContentEditor';
import { ContentToolbar } from './ContentToolbar';
import { VersionHistory } from './VersionHistory';

/** What a listed-content page renders inside the frame. */
export interface ContentListView {
  list: UseQueryResult<Page<ContentItem>>;
  /** Paging that fits both antd List and Table. */
  pagination: Pick<PaginationProps, 'current' | 'pageSize' | 'total' | 'hideOnSinglePage' | 'onChange'>;
  canEdit: boolean;
  edit: (id: number) => void;
  showHistory: (id: number) => void;
}

interface Props {
  kind: ListedKind;
  testId: string;
  title: string;
  subtitle: string;
  newLabel: string;
  newTestId: string;
  searchPlaceholder: string;
  categories: readonly string[];
  withCountry: boolean;
  children: (view: ContentListView) => ReactNode;
  /** Rendered after the card (e.g. a reading drawer). */
  after?: (view: ContentListView) => ReactNode;
}

/**
 * The frame shared by the policy and public-file pages: header with the staff "new" button, the search and
 * filter toolbar, paging state, and the staff editor and version history dialogs.
 */
export function ContentListFrame(p: Props) {
  const { t } = useTranslation();
  const canEdit = useCanEditContent();
  const [filters, setFilters] = useState({ keyword: '', country: undefined as string | undefined, category: undefined as string | undefined, current_page: 1 });
  const list = useContentList(p.kind, { ...filters, keyword: filters.keyword || undefined, per_page: CONTENT_PAGE_SIZE });
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const view: ContentListView = {
    list,
    canEdit,
    edit: (id) => setEditing({ id }),
    showHistory: setHistory,
    pagination: {
      current: filters.current_page,
      pageSize: CONTENT_PAGE_SIZE,
      total: list.data?.total ?? 0,
      hideOnSinglePage: true,
      onChange: (current_page) => setFilters((f) => ({ ...f, current_page })),
    },
  };

  return (
    <div className="page" data-testid={p.testId}>
      <PageHeader
        title={p.title}
        subtitle={p.subtitle}
        extra={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })} data-testid={p.newTestId}>
              {p.newLabel}
            </Button>
          )
        }
      />
      <div className="page-card">
        <ContentToolbar
          categories={p.categories}
          withCountry={p.withCountry}
          placeholder={p.searchPlaceholder}
          onSearch={(keyword) => setFilters((f) => ({ ...f, keyword, current_page: 1 }))}
          country={filters.country}
          onCountry={(country) => setFilters((f) => ({ ...f, country, current_page: 1 }))}
          category={filters.category}
          onCategory={(category) => setFilters((f) => ({ ...f, category, current_page: 1 }))}
        />
        {p.children(view)}
      </div>
      {p.after?.(view)}
      {canEdit && (
        <>
          <ContentEditor
            target={p.kind}
            id={editing?.id ?? null}
            open={editing !== null}
            onClose={() => setEditing(null)}
            title={editing?.id ? t('content.edit') : p.newLabel}
          />
          <VersionHistory id={history} open={history !== null} onClose={() => setHistory(null)} />
        </>
      )}
    </div>
  );
}
