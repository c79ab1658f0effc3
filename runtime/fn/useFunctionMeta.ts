import { useEffect, useState } from 'react';
import type { FunctionMeta } from '../api';
import { loadFunctionMeta } from './metaCache';

export interface FunctionMetaState {
  meta: FunctionMeta | null;
  loading: boolean;
  failed: boolean;
}

/** The meta of the function `code` (list columns, search, form schema). */
export function useFunctionMeta(code: string | undefined): FunctionMetaState {
  const [state, setState] = useState<FunctionMetaState>({ meta: null, loading: true, failed: false });
  useEffect(() => {
    if (!code) return undefined;
    let alive = true;
    setState({ meta: null, loading: true, failed: false });
    loadFunctionMeta(code).then(
      (meta) => alive && setState({ meta, loading: false, failed: false }),
      () => alive && setState({ meta: null, loading: false, failed: true }),
    );
    return () => {
      alive = false;
    };
  }, [code]);
  return state;
}
