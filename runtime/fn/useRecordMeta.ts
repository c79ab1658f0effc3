import { useEffect, useState } from 'react';
import { post } from '../request';
import { loadFunctionMeta } from './metaCache';
import type { FnMeta } from './types';

const byVersion = new Map<string, Promise<FnMeta>>();

/**
 * The meta a record was written with (spec: records open with their version). When the
 * record's version is not the current one, asks `/meta {version}`; a server without
 * versioned meta answers with the current one.
 */
export function loadMetaForVersion(code: string, version: string | number | undefined): Promise<FnMeta> {
  return loadFunctionMeta(code).then((current) => {
    if (version === undefined || version === null || String(current.version) === String(version)) return current as FnMeta;
    const key = `${code}@${version}`;
    let pending = byVersion.get(key);
    if (!pending) {
      pending = post<FnMeta>(`/api/fn/${encodeURIComponent(code)}/meta`, { version }, { silent: true }).catch(() => current as FnMeta);
      byVersion.set(key, pending);
    }
    return pending;
  });
}

/** {@link loadMetaForVersion} as a hook; `null` until known. */
export function useRecordMeta(code: string, version: string | number | undefined | null): FnMeta | null {
  const [meta, setMeta] = useState<FnMeta | null>(null);
  useEffect(() => {
    if (version === null) return undefined;
    let alive = true;
    loadMetaForVersion(code, version).then((m) => alive && setMeta(m), () => undefined);
    return () => {
      alive = false;
    };
  }, [code, version]);
  return meta;
}
