import { stat } from 'node:fs/promises';
import type { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { startWorkerThread } from '../worker-thread';
import { isPlainDatabaseFile } from './sqlite-file';

/** SQLite's own checkpoint threshold in pages, which the main connection goes back to without the thread. */
export const SQLITE_AUTOCHECKPOINT_PAGES = 1000;
/**
 * With the thread running, the main connection still checkpoints at this many pages (16 MiB):
 * SQLite starts the log over only at a write that begins when every frame is copied, which a
 * steady stream of writes may never leave room for. The thread has copied most of the log by
 * then, so this checkpoint copies little.
 */
export const BACKSTOP_PAGES = 4000;
/** The thread starts once the write-ahead log has grown to this size (a database that is hardly written never starts it). */
export const CHECKPOINT_THREAD_START_BYTES = 1024 * 1024;
/** How often the thread checkpoints. */
export const CHECKPOINT_EVERY_MS = 100;
/** How often the main thread looks at the log's size until the thread runs. */
export const CHECKPOINT_WATCH_MS = 1000;
/** A log left larger than this by a burst of writes is cut back to it when SQLite starts it over. */
export const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/** What one pass of the thread found: frames in the log, and how many of them are in the database now. */
export interface CheckpointPass { log: number; checkpointed: number }

export type CheckpointerState = 'watching' | 'starting' | 'running' | 'fallback' | 'closed';

export interface CheckpointerOptions { startAtBytes?: number; everyMs?: number; watchMs?: number }

/**
 * Checkpoints of a SQLite file in a thread of their own (issue 20, item 4). With SQLite's
 * default, the commit that takes the write-ahead log past 1,000 pages copies the log into the
 * database and syncs it, on the event loop: a request or an import batch that happens to
 * commit then holds every other request for tens of milliseconds. Once the log has grown past
 * `startAtBytes` a thread with its own connection checkpoints every `everyMs`, and the main
 * connection checkpoints only as a backstop (BACKSTOP_PAGES). If the thread stops, the main
 * connection checkpoints as before.
 */
export class WalCheckpointer {
  #state: CheckpointerState = 'watching';
  #worker: Worker | undefined;
  #watch: NodeJS.Timeout | undefined;
  #last: CheckpointPass = { log: 0, checkpointed: 0 };
  #largestLog = 0;
  readonly #startAt: number;
  readonly #everyMs: number;

  constructor(private readonly database: Database.Database, private readonly file: string, options: CheckpointerOptions = {}) {
    this.#startAt = options.startAtBytes ?? CHECKPOINT_THREAD_START_BYTES;
    this.#everyMs = options.everyMs ?? CHECKPOINT_EVERY_MS;
    database.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
    this.#watch = setInterval(() => void this.#look(), options.watchMs ?? CHECKPOINT_WATCH_MS);
    this.#watch.unref();
  }

  get state(): CheckpointerState { return this.#state; }

  /** The thread's last pass that found the log changed: frames in the log, and how many of them are in the database (tests). */
  get lastPass(): CheckpointPass { return this.#last; }

  /** The most frames the thread ever found in the log (tests: that the log starts over). */
  get largestLog(): number { return this.#largestLog; }

  /** The running thread (tests: that a thread that stops hands checkpoints back). */
  get worker(): Worker | undefined { return this.#worker; }

  async #look(): Promise<void> {
    if (this.#state !== 'watching') return;
    const size = await stat(`${this.file}-wal`).then((s) => s.size, () => 0);
    if (size >= this.#startAt && this.#state === 'watching') this.start();
  }

  /** Starts the thread now (also when the log is still small). */
  start(): void {
    if (this.#state !== 'watching') return;
    this.#stopWatching();
    this.#state = 'starting';
    const worker = startWorkerThread('checkpoint-worker', new URL('./checkpoint-worker.ts', import.meta.url), { workerData: { file: this.file, everyMs: this.#everyMs } });
    this.#worker = worker;
    worker.unref();
    worker.on('message', (m: { kind: 'ready' } | ({ kind: 'pass' } & CheckpointPass) | { kind: 'failed'; message: string }) => {
      if (m.kind === 'ready' && this.#state === 'starting') {
        this.#state = 'running';
        this.database.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
      } else if (m.kind === 'pass') {
        this.#last = { log: m.log, checkpointed: m.checkpointed };
        this.#largestLog = Math.max(this.#largestLog, m.log);
      }
      else if (m.kind === 'failed') this.#fallBack(m.message);
    });
    worker.on('error', (e) => this.#fallBack(e.message));
    worker.on('exit', (code) => this.#fallBack(`exited with code ${code}`));
  }

  /** Stops the thread (before the main connection closes, so that one checkpoints last). */
  async close(): Promise<void> {
    if (this.#state === 'closed') return;
    this.#stopWatching();
    this.#state = 'closed';
    const worker = this.#worker;
    this.#worker = undefined;
    if (worker) {
      const exited = new Promise<void>((ok) => worker.once('exit', () => ok()));
      worker.postMessage({ kind: 'close' });
      const late = setTimeout(() => void worker.terminate(), 2000);
      await exited;
      clearTimeout(late);
    }
    this.#restore();
  }

  #fallBack(reason: string): void {
    if (this.#state === 'closed' || this.#state === 'fallback') return;
    this.#state = 'fallback';
    const worker = this.#worker;
    this.#worker = undefined;
    this.#restore();
    void worker?.terminate();
    process.emitWarning(`the SQLite checkpoint thread stopped (${reason}): the main connection checkpoints again`, 'SqliteCheckpointWarning');
  }

  #restore(): void {
    if (this.database.open) this.database.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
  }

  #stopWatching(): void {
    clearInterval(this.#watch);
    this.#watch = undefined;
  }
}

/** The checkpointer for a SQLite file, or undefined for `:memory:` (no log) or env SQLITE_CHECKPOINT_THREAD=0. */
export function walCheckpointer(database: Database.Database, file: string, env: Record<string, string | undefined> = process.env): WalCheckpointer | undefined {
  if (!isPlainDatabaseFile(file) || env.SQLITE_CHECKPOINT_THREAD === '0') return undefined;
  return new WalCheckpointer(database, file);
}
