import { useEffect, useState } from 'react';

/** Send-code button countdown (spec 000 sections 4.3, 9): 59 s, ticking each second. */
export const RESEND_SECONDS = 59;

/** Seconds left before the code can be sent again; `start()` begins a countdown. */
export function useCountdown(seconds = RESEND_SECONDS): { left: number; start: () => void } {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: () => setLeft(seconds) };
}
