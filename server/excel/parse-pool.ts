import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../worker-thread';
import { errors } from '../errors';
import { importLimits, parserLimits } from './grid-limits';
import type { GridProblem, ReadSheets } from './sheet-grid';

/** Files waiting for the parser beyond this are refused (`serverBusy`) rather than queued without bound. */
export const PARSE_QUEUE_LIMIT = 8;

interface Pending {
  id: number;
  bytes: Uint8Array;
  wanted: string[];
  resolve: (r: ReadSheets) => void;
  reject: (e: unknown) => void;
}

let worker: Worker | undefined;
let current: (Pending & { timer: ReturnType<typeof setTimeout> }) | undefined;
const queue: Pending[] = [];
let nextId = 1;

function toError(p: GridProblem) {
  switch (p.problem) {
    case 'rows': return errors.importTooManyRows(p.limit);
    case 'columns': return errors.importTooManyColumns(p.limit);
    case 'empty': return errors.importEmpty();
    default: return errors.importFileInvalid();
  }
}

/** Drops the worker (a timeout, a crash, running out of its heap): the next file starts a new one. */
function discard(reason: unknown) {
  const w = worker;
  worker = undefined;
  if (w) void w.terminate();
  const job = current;
  current = undefined;
  if (job) {
    clearTimeout(job.timer);
    job.reject(reason);
  }
  pump();
}

function spawn(): Worker {
  const { heapMb } = parserLimits();
  const w = startWorkerThread('parse-worker', new URL('./parse-worker.ts', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 64 },
  });
  // An idle parser does not keep the process alive.
  w.unref();
  w.on('message', (m: { id: number; result: ReadSheets | GridProblem }) => {
    const job = current;
    if (!job || job.id !== m.id) return;
    current = undefined;
    clearTimeout(job.timer);
    if ('problem' in m.result) job.reject(toError(m.result));
    else job.resolve(m.result);
    pump();
  });
  w.on('error', () => { if (worker === w) discard(errors.importTooComplex()); });
  w.on('exit', () => { if (worker === w) discard(errors.importTooComplex()); });
  return w;
}

function pump() {
  if (current || !queue.length) return;
  const job = queue.shift()!;
  worker ??= spawn();
  const timer = setTimeout(() => discard(errors.importTooComplex()), parserLimits().timeoutMs);
  current = { ...job, timer };
  worker.postMessage({ id: job.id, bytes: job.bytes, wanted: job.wanted, limits: importLimits() }, [job.bytes.buffer as ArrayBuffer]);
}

/** Starts the parser thread if it is not running, so it boots while an upload is still arriving. */
export function warmParser(): void {
  worker ??= spawn();
}

/** Whether the parser thread is running (tests). */
export const parserRunning = (): boolean => worker !== undefined;

/**
 * Reads an .xlsx / .xls file in the parser thread (one file at a time, bounded
 * by time, heap and the row and column caps): the first sheet and the `wanted` ones.
 */
export function parseInWorker(bytes: Buffer, wanted: string[]): Promise<ReadSheets> {
  if (queue.length >= PARSE_QUEUE_LIMIT) return Promise.reject(errors.serverBusy());
  // A copy the worker can own (the upload's buffer may be a slice of a shared pool).
  const own = new Uint8Array(bytes.length);
  own.set(bytes);
  return new Promise<ReadSheets>((resolve, reject) => {
    queue.push({ id: nextId++, bytes: own, wanted, resolve, reject });
    pump();
  });
}

/** Stops the parser thread (tests, shutdown). */
export async function stopParser(): Promise<void> {
  const w = worker;
  worker = undefined;
  if (w) await w.terminate();
}
