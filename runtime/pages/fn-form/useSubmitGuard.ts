import { useCallback, useEffect, useRef, useState } from 'react';

/** Double-click guard (spec 000 section 9): the button stays disabled for 2 s after each click. */
export function useSubmitGuard(ms = 2_000): [boolean, () => void] {
  const [blocked, setBlocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const trigger = useCallback(() => {
    setBlocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setBlocked(false), ms);
  }, [ms]);
  return [blocked, trigger];
}
