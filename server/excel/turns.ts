import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a long job may hold the event loop before it lets other requests run (env IMPORT_SLICE_MS, default 8 ms). */
const sliceMs = () => {
  const n = Number(process.env.IMPORT_SLICE_MS);
  return Number.isFinite(n) && n > 0 ? n : 8;
};

/**
 * A long job's turn-taking: `take()` after a unit of work gives the event loop back (a
 * macrotask turn, so queued requests and I/O run) once the job has held it for a slice. With
 * the synchronous SQLite driver nothing else could run otherwise. In a loop over rows, ask
 * `due()` first: awaiting `take()` when no turn is due still costs a promise and a microtask per row.
 */
export function turnTaker(): { due: () => boolean; take: () => Promise<void> } {
  const budget = sliceMs();
  let since = performance.now();
  const due = () => performance.now() - since >= budget;
  return {
    due,
    async take() {
      if (!due()) return;
      await nextTurn();
      since = performance.now();
    },
  };
}
