import { useEffect, useState } from 'react';
import { toRecordId } from '../../api';
import type { DetailAnswer } from '../../fn';
import { post } from '../../request';

/** `detail` of one record (with `related` when the server sends it); `failed` when it cannot be read. */
export function useRecordDetail(code: string, id: string, version: number) {
  const [state, setState] = useState<{ detail: DetailAnswer | null; failed: boolean }>({ detail: null, failed: false });
  useEffect(() => {
    let alive = true;
    post<DetailAnswer>(`/api/fn/${encodeURIComponent(code)}/detail`, { id: toRecordId(id) }).then(
      (detail) => alive && setState({ detail, failed: false }),
      () => alive && setState({ detail: null, failed: true }),
    );
    return () => {
      alive = false;
    };
  }, [code, id, version]);
  return state;
}
