import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 000 section 9: a button stays disabled for 2 s after a click. */
export const CLICK_GUARD_MS = 2_000;

/** `[blocked, guard]`: `guard(fn)` runs `fn` unless blocked, then blocks for 2 s. */
export function useClickGuard(ms = CLICK_GUARD_MS): [boolean, <T>(fn: () => T) => T | undefined] {
  const [blocked, setBlocked] = useState(false);
  const blockedRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const guard = useCallback(<T,>(fn: () => T): T | undefined => {
    if (blockedRef.current) return undefined;
    blockedRef.current = true;
    setBlocked(true);
    timer.current = setTimeout(() => {
      blockedRef.current = false;
      setBlocked(false);
    }, ms);
    return fn();
  }, [ms]);
  return [blocked, guard];
}
