import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageAnswer, ProcessQuery, ProcessRow } from '../../api';
import { useTaskBadgeStore } from '../../stores';
import { toListQuery, type ProcessFilter } from './processFilters';

export type PageLoader = (q: ProcessQuery) => Promise<PageAnswer<ProcessRow>>;

export interface ProcessListState {
  rows: ProcessRow[];
  total: number;
  loading: boolean;
  current: number;
  size: number;
  setPage: (current: number, size: number) => void;
  reload: () => void;
}

/**
 * One task-centre list, paged and searched on the server (title, function,
 * initiator, state, start time, CC read flag). Reloads whenever the task
 * badge store ticks (a socket message or an action).
 */
export function useProcessList(load: PageLoader, filter: ProcessFilter): ProcessListState {
  const [state, setState] = useState({ rows: [] as ProcessRow[], total: 0, loading: true });
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const [nonce, setNonce] = useState(0);
  const tick = useTaskBadgeStore((s) => s.tick);
  const seq = useRef(0);
  const filterKey = JSON.stringify(filter);

  useEffect(() => setPaging((p) => ({ ...p, current: 1 })), [filterKey]);

  useEffect(() => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true }));
    load({ ...paging, ...toListQuery(filter) }).then(
      (page) => mine === seq.current && setState({ rows: page.records, total: page.total, loading: false }),
      () => mine === seq.current && setState((s) => ({ ...s, loading: false })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, filterKey, paging.current, paging.size, tick, nonce]);

  const setPage = useCallback((current: number, size: number) => setPaging({ current, size }), []);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, ...paging, setPage, reload };
}
