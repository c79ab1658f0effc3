import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a long job may hold the event loop before it lets other requests run (env IMPORT_SLICE_MS, default 8 ms). */
const sliceMs = () => {
  const n = Number(process.env.IMPORT_SLICE_MS);
  return Number.isFinite(n) && n > 0 ? n : 8;
};

/**
 * A long job's turn-taking: `await take()` after each unit of work gives the event
 * loop back (a macrotask turn, so queued requests and I/O run) once the job has
 * held it for a slice. With the synchronous SQLite driver nothing else could run otherwise.
 */
export function turnTaker(): { take: () => Promise<void> } {
  const budget = sliceMs();
  let since = performance.now();
  return {
    async take() {
      if (performance.now() - since < budget) return;
      await nextTurn();
      since = performance.now();
    },
  };
}
