import { useCallback, useEffect, useState } from 'react';

/** Loads once and on `reload()`; errors are toasted by the request layer and leave the last value. */
export function useLoad<T>(load: () => Promise<T>, initial: T, deps: unknown[] = []): { value: T; loading: boolean; reload: () => void } {
  const [value, setValue] = useState<T>(initial);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let alive = true;
    setLoading(true);
    load().then((v) => alive && setValue(v), () => undefined).finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tick, ...deps]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { value, loading, reload };
}
