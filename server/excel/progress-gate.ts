/**
 * When a long job writes its progress (and reads its cancel request): when forced (a phase
 * change), else once `units` more were done AND `ms` passed since the last write, so a fast
 * job writes a few times a second rather than once per batch.
 */
export function progressGate(o: { units: number; ms: number; clock?: () => number }): (done: number, force?: boolean) => boolean {
  const clock = o.clock ?? (() => performance.now());
  let lastDone = 0;
  let lastAt = clock();
  return (done, force = false) => {
    if (!force && (done - lastDone < o.units || clock() - lastAt < o.ms)) return false;
    lastDone = done;
    lastAt = clock();
    return true;
  };
}
