import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../worker-thread';
import { errors } from '../errors';
import { importLimits, parserLimits } from './grid-limits';
import type { FileProblem, ReadLayout, RecordMessage } from './row-reader';
import type { FileStream } from './parse-worker';
import type { GridProblem, ReadSheets } from './sheet-grid';

/** Files waiting for the parser beyond this are refused (`serverBusy`) rather than queued without bound. */
export const PARSE_QUEUE_LIMIT = 8;

interface Pending {
  id: number;
  bytes: Uint8Array;
  wanted: string[];
  /** A streamed read: rows per message and the sheets its rows are read as records by; undefined: one answer. */
  stream?: FileStream;
  /** Takes a message of the worker about this file; true once the file is done. */
  take: (m: WorkerMessage) => boolean;
  reject: (e: unknown) => void;
}

type WorkerMessage = { id: number; result: ReadSheets | GridProblem } | { id: number; message: RecordMessage };

let worker: Worker | undefined;
let current: (Pending & { timer: ReturnType<typeof setTimeout> }) | undefined;
const queue: Pending[] = [];
let nextId = 1;

function toError(p: FileProblem) {
  switch (p.problem) {
    case 'unknownColumn': return errors.importUnknownColumn(p.column);
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
  w.on('message', (m: WorkerMessage) => {
    const job = current;
    if (!job || job.id !== m.id || !job.take(m)) return;
    current = undefined;
    clearTimeout(job.timer);
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
  worker.postMessage({ id: job.id, bytes: job.bytes, wanted: job.wanted, limits: importLimits(), stream: job.stream }, [job.bytes.buffer as ArrayBuffer]);
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
 * The bytes are the thread's from then on (`ownable`): the caller does not read them again.
 */
export function parseInWorker(bytes: Buffer, wanted: string[]): Promise<ReadSheets> {
  if (queue.length >= PARSE_QUEUE_LIMIT) return Promise.reject(errors.serverBusy());
  return new Promise<ReadSheets>((resolve, reject) => {
    const take = (m: WorkerMessage) => {
      if (!('result' in m)) return false;
      if ('problem' in m.result) reject(toError(m.result));
      else resolve(m.result);
      return true;
    };
    queue.push({ id: nextId++, bytes: ownable(bytes), wanted, take, reject });
    pump();
  });
}

/**
 * The file's bytes as the worker can own them: a buffer that is the whole of its memory (an
 * upload's, past a few KiB) is handed over as it is and reads as empty here after; a slice of
 * Node's shared pool is copied. Copying a 10 MB upload cost the event loop 30 ms, and its garbage.
 */
function ownable(bytes: Buffer): Uint8Array {
  const memory = bytes.buffer;
  if (memory instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === memory.byteLength) return new Uint8Array(memory);
  const own = new Uint8Array(bytes.length);
  own.set(bytes);
  return own;
}

/** What a streamed read gives its reader, in order; a problem or a failed parser comes as the coded error. */
export type StreamedPart = Exclude<RecordMessage, { kind: 'problem' }>;

/** A streamed read of one file: its parts as the parser thread sends them. */
export interface SheetStream {
  /** The next part; rejects with the coded error of a problem (caps, not a spreadsheet) or of a failed parser. */
  next(): Promise<StreamedPart>;
  /** The reader stops: what is still to come is dropped. */
  close(): void;
}

/**
 * Reads an .xlsx / .xls file in the parser thread as `parseInWorker` does, handing on the
 * first sheet's rows `every` at a time as they are read, so the reader works on them while the
 * rest is read; the thread turns them into records by `read` (`createRowReader`), the wanted
 * sheets' lines attached (read in step with the rows, or whole first where they cannot be). Parts wait for the reader without
 * bound in number (a file is capped in rows), and the parser moves on to the next file once this one is read.
 */
export function streamInWorker(bytes: Buffer, wanted: string[], every: number, read: ReadLayout): SheetStream {
  const parts: (StreamedPart | { error: unknown })[] = [];
  let waiting: ((p: StreamedPart | { error: unknown }) => void) | undefined;
  let closed = false;
  const put = (p: StreamedPart | { error: unknown }) => {
    if (closed) return;
    if (waiting) { const w = waiting; waiting = undefined; w(p); } else parts.push(p);
  };
  const take = (m: WorkerMessage) => {
    if (!('message' in m)) return false;
    const p = m.message;
    if (p.kind === 'problem') { put({ error: toError(p.problem) }); return true; }
    put(p);
    return p.kind === 'rows' && p.last;
  };
  if (queue.length >= PARSE_QUEUE_LIMIT) put({ error: errors.serverBusy() });
  else {
    queue.push({ id: nextId++, bytes: ownable(bytes), wanted, stream: { every, read }, take, reject: (error) => put({ error }) });
    pump();
  }
  const closedError = () => new Error('the read of this file was stopped');
  return {
    async next() {
      if (closed && !parts.length) throw closedError();
      const p = parts.length ? parts.shift()! : await new Promise<StreamedPart | { error: unknown }>((ok) => { waiting = ok; });
      if ('error' in p) {
        closed = true;
        throw p.error;
      }
      return p;
    },
    close() {
      closed = true;
      parts.length = 0;
      const w = waiting;
      waiting = undefined;
      w?.({ error: closedError() });
    },
  };
}

/** Stops the parser thread (tests, shutdown): the file it reads and those waiting fail as interrupted. */
export async function stopParser(): Promise<void> {
  const w = worker;
  worker = undefined;
  const stopped = [...(current ? [current] : []), ...queue.splice(0)];
  if (current) clearTimeout(current.timer);
  current = undefined;
  for (const job of stopped) job.reject(errors.importInterrupted());
  if (w) await w.terminate();
}
