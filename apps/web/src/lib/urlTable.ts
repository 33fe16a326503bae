/** The part of antd's SorterResult a list reads (any row type). */
type Sorter = { order?: 'ascend' | 'descend' | null; field?: unknown };
type SetSearch = (next: URLSearchParams) => void;

/**
 * A list whose sort and page live in the address (so a reload, a shared link or the back button keeps them):
 * the antd Table's sort change and the pager's page change, written to the query string.
 */
export function urlTableHandlers(search: URLSearchParams, setSearch: SetSearch) {
  return {
    onSort: (_p: unknown, _f: unknown, sorter: Sorter | Sorter[]) => {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const next = new URLSearchParams(search);
      next.delete('current_page');
      if (s?.order && typeof s.field === 'string') {
        next.set('sort', s.field);
        next.set('order', s.order === 'ascend' ? 'asc' : 'desc');
      } else {
        next.delete('sort');
        next.delete('order');
      }
      setSearch(next);
    },
    onPage: (page: number) => {
      const next = new URLSearchParams(search);
      next.set('current_page', String(page));
      setSearch(next);
    },
  };
}
