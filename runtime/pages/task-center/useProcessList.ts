import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageAnswer } from '../../api';
import type { ProcessRow } from '../../api/bpm';
import { useTaskBadgeStore } from '../../stores/taskBadgeStore';
import { isFilterEmpty, matchesFilter, type ProcessFilter } from './processFilters';

export type PageLoader = (q: { current: number; size: number; read?: boolean }) => Promise<PageAnswer<ProcessRow>>;

/** The server's largest page; a filtered list reads every page and filters here. */
const FETCH_SIZE = 100;
const MAX_PAGES = 20;

async function loadAll(load: PageLoader, read?: boolean): Promise<ProcessRow[]> {
  const rows: ProcessRow[] = [];
  for (let current = 1; current <= MAX_PAGES; current += 1) {
    const page = await load({ current, size: FETCH_SIZE, ...(read === undefined ? {} : { read }) });
    rows.push(...page.records);
    if (rows.length >= page.total || !page.records.length) break;
  }
  return rows;
}

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
 * One task-centre list. Without a filter it pages on the server; with one
 * (search or tree) it reads all the caller's rows and filters and pages here,
 * since the list routes take only `current` and `size`. Reloads whenever the
 * task badge store ticks (a socket message or an action).
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
    const { read, ...rest } = filter;
    const run = async () => {
      if (isFilterEmpty(rest)) {
        const page = await load({ ...paging, ...(read === undefined ? {} : { read }) });
        return { rows: page.records, total: page.total };
      }
      const all = (await loadAll(load, read)).filter((r) => matchesFilter(r, rest));
      const start = (paging.current - 1) * paging.size;
      return { rows: all.slice(start, start + paging.size), total: all.length };
    };
    run().then(
      (next) => mine === seq.current && setState({ ...next, loading: false }),
      () => mine === seq.current && setState((s) => ({ ...s, loading: false })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, filterKey, paging.current, paging.size, tick, nonce]);

  const setPage = useCallback((current: number, size: number) => setPaging({ current, size }), []);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, ...paging, setPage, reload };
}
