import { useCallback, useEffect, useState } from 'react';
import { pageRecords } from '../../api';
import type { FunctionMeta, RecordRow, SortItem } from '../../api';

export const PAGE_SIZES = [10, 20, 50] as const;

export interface PageRequestState {
  current: number;
  size: number;
  filters: Record<string, unknown>;
  sort: SortItem[];
  /** Only records in these document states. */
  docStates?: string[];
  /** Count every match (asked for from the pagination; a new search drops it). */
  exactTotal?: boolean;
}

/** Server-side paging, filtering and sorting of a function's records. */
export function useRecordPage(code: string, meta: FunctionMeta | null, menu?: string) {
  const [query, setQuery] = useState<PageRequestState | null>(null);
  const [records, setRecords] = useState<RecordRow[]>([]);
  const [total, setTotal] = useState(0);
  const [totalIsLowerBound, setTotalIsLowerBound] = useState(false);
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!meta) return;
    const defaultSort = meta.list?.defaultSort;
    setQuery({ current: 1, size: PAGE_SIZES[0], filters: {}, sort: defaultSort ? [defaultSort] : [] });
  }, [meta]);

  useEffect(() => {
    if (!query) return undefined;
    let alive = true;
    setLoading(true);
    const body = {
      current: query.current,
      size: query.size,
      ...(Object.keys(query.filters).length ? { filters: query.filters } : {}),
      ...(query.sort.length ? { sort: query.sort } : {}),
      ...(query.docStates?.length ? { docStates: query.docStates } : {}),
      ...(menu ? { menu } : {}),
      ...(query.exactTotal ? { exactTotal: true } : {}),
    };
    pageRecords(code, body)
      .then((page) => {
        if (!alive) return;
        setRecords(page.records ?? []);
        setTotal(page.total ?? 0);
        setTotalIsLowerBound(!!page.totalIsLowerBound);
      })
      .catch(() => alive && setRecords([]))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [code, query, version, menu]);

  const update = useCallback((patch: Partial<PageRequestState>) => {
    const search = 'filters' in patch || 'docStates' in patch;
    setQuery((q) => (q ? { ...q, ...patch, exactTotal: patch.exactTotal ?? (search ? false : q.exactTotal) } : q));
  }, []);
  const countExactly = useCallback(() => update({ exactTotal: true }), [update]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  return { query, records, total, totalIsLowerBound, countExactly, loading, update, reload };
}
