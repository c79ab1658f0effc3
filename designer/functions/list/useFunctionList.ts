import { useCallback, useEffect, useRef, useState } from 'react';
import { useDesignerPost, type FunctionRow, type FunctionState } from '../../api';

export interface ListFilters { name?: string; state?: FunctionState }

interface Page { records: FunctionRow[]; total: number }

export const PAGE_SIZES = [10, 20, 50];

/** The function list's server-side paging and filters; `reload` keeps the page. */
export function useFunctionList() {
  const post = useDesignerPost();
  const [filters, setFilters] = useState<ListFilters>({});
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZES[0] });
  const [page, setPage] = useState<Page>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  const load = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const body = { current: paging.current, size: paging.size, ...(filters.name ? { name: filters.name } : {}), ...(filters.state ? { state: filters.state } : {}) };
      const data = await post<Page>('/api/fn/design/list', body);
      if (ticket !== latest.current) return;
      // A page emptied by a delete falls back to the previous one.
      if (!data.records.length && data.total > 0 && paging.current > 1) setPaging((p) => ({ ...p, current: p.current - 1 }));
      else setPage({ records: data.records, total: data.total });
    } catch {
      // The shell's client has shown the error.
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, [post, filters, paging]);

  useEffect(() => { void load(); }, [load]);

  return {
    ...page, loading, filters, paging, reload: load,
    search: (next: ListFilters) => { setFilters(next); setPaging((p) => ({ ...p, current: 1 })); },
    changePage: (current: number, size: number) => setPaging({ current: size === paging.size ? current : 1, size }),
  };
}
