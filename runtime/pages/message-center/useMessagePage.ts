import { useCallback, useEffect, useState } from 'react';
import { queryMessages, type MessageFamily, type MessageList, type StationLetter } from '../../api';
import { useMessageStore } from '../../stores';

export interface MessagePageState {
  rows: StationLetter[];
  total: number;
  current: number;
  size: number;
  loading: boolean;
  setPage: (current: number, size: number) => void;
  reload: () => void;
}

/** One page of one list; reloads when the list, search or category changes and whenever messages change. */
export function useMessagePage(family: MessageFamily, list: MessageList, content: string, categoryCode?: string): MessagePageState {
  const [rows, setRows] = useState<StationLetter[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPageState] = useState({ current: 1, size: 10 });
  const [loading, setLoading] = useState(false);
  const [nonce, setNonce] = useState(0);
  const tick = useMessageStore((s) => s.tick);

  useEffect(() => setPageState((p) => ({ ...p, current: 1 })), [family, list, content, categoryCode]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    queryMessages(family, { ...page, list, content: content || undefined, categoryCode })
      .then((res) => {
        if (!live) return;
        setRows(res.records ?? []);
        setTotal(res.total ?? 0);
      }, () => undefined)
      .finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
  }, [family, list, content, categoryCode, page, tick, nonce]);

  const setPage = useCallback((current: number, size: number) => setPageState({ current: size === page.size ? current : 1, size }), [page.size]);
  return { rows, total, ...page, loading, setPage, reload: () => setNonce((n) => n + 1) };
}
