import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProcessRow } from '../../../api';
import { useTaskBadgeStore } from '../../../stores';
import { toListQuery, type ProcessFilter } from '../processFilters';
import type { PageLoader } from '../useProcessList';

const PAGE_SIZE = 10;

/**
 * A task-centre list that grows page by page (infinite scroll on a phone). It starts over
 * when the filter changes, on a pull to refresh, and whenever the task badge store ticks.
 */
export function useProcessPages(load: PageLoader, filter: ProcessFilter) {
  const [rows, setRows] = useState<ProcessRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [page, setPage] = useState(1);
  const tick = useTaskBadgeStore((s) => s.tick);
  const seq = useRef(0);
  const filterKey = JSON.stringify(filter);

  const fetchPage = useCallback((current: number) => {
    const mine = ++seq.current;
    setLoading(true);
    return load({ current, size: PAGE_SIZE, ...toListQuery(filter) }).then(
      (answer) => {
        if (mine !== seq.current) return;
        setRows((old) => (current === 1 ? answer.records : [...old, ...answer.records]));
        setTotal(answer.total);
        setPage(current);
        setLoading(false);
      },
      () => mine === seq.current && setLoading(false),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, filterKey]);

  useEffect(() => {
    void fetchPage(1);
  }, [fetchPage, tick]);

  const more = useCallback(() => {
    if (!loading && rows.length < total) void fetchPage(page + 1);
  }, [loading, rows.length, total, page, fetchPage]);
  const reload = useCallback(() => fetchPage(1), [fetchPage]);
  return { rows, total, loading, hasMore: rows.length < total, more, reload };
}
