import { useEffect, useMemo, useState } from 'react';
import { useEngineServices, type LookupOption } from '../services';
import { applyRuntimeLookups, collectRuntimeLookups } from './resolveRuntimeLookups';

/**
 * The schema with its run-time lookups filled in (`null` while they load). Lookups the
 * server already resolved into `enum` cost nothing; the services cache the rest.
 */
export function useRuntimeLookups<T extends Record<string, unknown>>(schema: T): T | null {
  const services = useEngineServices();
  const needed = useMemo(() => collectRuntimeLookups(schema), [schema]);
  const [resolved, setResolved] = useState<T | null>(needed.size ? null : schema);
  useEffect(() => {
    if (!needed.size) {
      setResolved(schema);
      return undefined;
    }
    let alive = true;
    const entries = [...needed.entries()];
    Promise.all(entries.map(([, ref]) => services.loadLookup(ref).catch(() => [] as LookupOption[]))).then((lists) => {
      if (!alive) return;
      const loaded = new Map(entries.map(([key], i) => [key, lists[i]]));
      setResolved(applyRuntimeLookups(schema, loaded) as T);
    });
    return () => {
      alive = false;
    };
  }, [schema, needed, services]);
  return resolved;
}
