import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Set to true by the server build (scripts/build-server.ts); absent when the server runs from source under tsx or Vitest. */
declare const __SERVER_BUNDLE__: boolean | undefined;

/** The server's worker-thread entries: each is a module of its own in the build. */
export type WorkerEntry = 'read-worker' | 'parse-worker' | 'checkpoint-worker' | 'stage-worker';

/**
 * Starts one of the server's worker threads. Built, the entry is a module beside the
 * server's own (`dist-server/<entry>.mjs`); from source, `worker-boot.mjs` registers tsx in
 * the new thread and loads the TypeScript entry the caller names (`sourceEntry`).
 */
export function startWorkerThread(entry: WorkerEntry, sourceEntry: URL, options: WorkerOptions = {}): Worker {
  if (typeof __SERVER_BUNDLE__ !== 'undefined' && __SERVER_BUNDLE__) return new Worker(new URL(`./${entry}.mjs`, import.meta.url), options);
  const workerData = { ...(options.workerData as object | undefined), entry: sourceEntry.href };
  return new Worker(new URL('./worker-boot.mjs', import.meta.url), { ...options, workerData });
}
