import { useEffect, useState } from 'react';
import { useLockStore, useSessionStore } from '../stores';

/** Spec 000 sections 4.2 and 9: the client lock countdown, 1800 s unless the lock time says otherwise. */
export const DEFAULT_LOCK_SECONDS = 1800;

/**
 * Seconds of the client countdown for a lock time: the default when unset or 1800;
 * otherwise time2Lock/1000 - 60 (time2Lock in milliseconds). A lock time given in
 * seconds (under a minute's worth of milliseconds) counts the same way: a minute
 * before the server's own lock. Never below 1 s.
 */
export function clientLockSeconds(time2Lock: number | null | undefined): number {
  if (!time2Lock || time2Lock === DEFAULT_LOCK_SECONDS) return DEFAULT_LOCK_SECONDS;
  const seconds = time2Lock >= 60_000 ? time2Lock / 1000 : time2Lock;
  return Math.max(1, Math.floor(seconds - 60));
}

/**
 * Runs the countdown while signed in and unlocked: ticks each second, a click or a
 * key resets it, at zero the lock screen shows. Answers the seconds left.
 */
export function useLockCountdown(): number {
  const time2Lock = useSessionStore((s) => s.user?.time2Lock);
  const locked = useLockStore((s) => s.locked);
  const total = clientLockSeconds(time2Lock);
  const [left, setLeft] = useState(total);

  useEffect(() => {
    setLeft(total);
    if (locked) return undefined;
    const reset = () => setLeft(total);
    window.addEventListener('click', reset, true);
    window.addEventListener('keydown', reset, true);
    const timer = setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => {
      clearInterval(timer);
      window.removeEventListener('click', reset, true);
      window.removeEventListener('keydown', reset, true);
    };
  }, [total, locked]);

  useEffect(() => {
    if (left === 0 && !locked) useLockStore.getState().lock();
  }, [left, locked]);
  return left;
}
