import type { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import { startWorkerThread } from '../worker-thread';
import { isPlainDatabaseFile } from './sqlite-file';

/**
 * The SQLite read pool (issue 20 item 4): better-sqlite3 is synchronous, so a query that
 * walks many rows stops every other request for as long as it runs. Heavy read-only
 * queries outside a transaction (dashboard GROUP BYs, exact counts, "contains" searches)
 * run instead in a few worker threads, each with its own read-only connection to the same
 * file; WAL lets them read the last committed state beside the writer, so a request still
 * reads its own committed writes. PostgreSQL, `:memory:` and transactions keep the main
 * connection (see server/data/heavy-reads.ts).
 */

/** What the data layer needs of the pool: rows of a compiled read. */
export interface OffloadedReads {
  run<R>(query: CompiledQuery<R>): Promise<R[]>;
}

/** Threads of the pool: env SQLITE_READ_WORKERS (0 turns the pool off). */
export const DEFAULT_READ_WORKERS = 1;
/** Queries waiting for a thread beyond this are refused (`serverBusy`): env SQLITE_READ_QUEUE. */
export const DEFAULT_READ_QUEUE = 64;
/**
 * Queries posted to one thread before it has answered the first: the thread takes the next
 * from its own port as soon as it is done, instead of idling until the main thread (busy
 * with other requests) has read the answer and posted the next query. Under load that
 * hand-over was half of the thread's time.
 */
export const READS_IN_FLIGHT_PER_THREAD = 4;

const positive = (v: string | undefined, fallback: number, min: number) => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isInteger(n) && n >= min ? n : fallback;
};

/** The pool's size and queue bound from the environment. */
export function readPoolSettings(env: Record<string, string | undefined> = process.env): { workers: number; queue: number } {
  return { workers: Math.min(positive(env.SQLITE_READ_WORKERS, DEFAULT_READ_WORKERS, 0), 8), queue: positive(env.SQLITE_READ_QUEUE, DEFAULT_READ_QUEUE, 1) };
}

/** A query the pool could not answer because its thread stopped (crashed, out of memory, terminated). */
export class ReadWorkerStopped extends Error {
  constructor(detail: string) {
    super(`the SQLite read worker stopped before answering (${detail})`);
    this.name = 'ReadWorkerStopped';
  }
}

interface Job {
  id: number;
  query: CompiledQuery<unknown>;
  resolve: (rows: unknown[]) => void;
  reject: (e: unknown) => void;
}

/** A thread's worker and the jobs posted to it, in the order it runs them. */
interface Thread { worker: Worker; jobs: Map<number, Job>; answered?: boolean }

type Reply = { id: number; rows: unknown[] } | { id: number; error: { message: string; code?: string } };

/** Figures of the pool (tests, benchmarks). */
export interface ReadPoolStats {
  /** Statements answered by a thread since the pool started. */
  ran: number;
  /** Queries no thread has been given yet. */
  waiting: number;
  /** Queries posted to a thread and not answered yet. */
  inFlight: number;
  threads: number;
}

export class SqliteReadPool implements OffloadedReads {
  private readonly threads: Thread[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private ran = 0;
  private closed = false;

  /** `busy`: the error a query gets when the queue is full; `depth`: queries in flight per thread. */
  constructor(
    private readonly file: string, private readonly size: number, private readonly queueLimit: number, private readonly busy: () => Error,
    private readonly depth = READS_IN_FLIGHT_PER_THREAD,
  ) {
    if (size < 1) throw new Error('a read pool needs at least one thread');
    if (depth < 1) throw new Error('a read pool thread takes at least one query at a time');
  }

  run<R>(query: CompiledQuery<R>): Promise<R[]> {
    if (this.closed) return Promise.reject(new Error('the SQLite read pool is closed'));
    if (this.queue.length >= this.queueLimit) return Promise.reject(this.busy());
    return new Promise<R[]>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, query, resolve: resolve as (rows: unknown[]) => void, reject });
      this.pump();
    });
  }

  stats(): ReadPoolStats {
    const inFlight = this.threads.reduce((n, t) => n + t.jobs.size, 0);
    return { ran: this.ran, waiting: this.queue.length, inFlight, threads: this.threads.length };
  }

  /** The running threads (tests: that closing ends them, that a dead one is replaced). */
  workers(): Worker[] {
    return this.threads.map((t) => t.worker);
  }

  /** Refuses what waits, stops every thread and waits until they have exited. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the SQLite read pool is closed'));
    const threads = this.threads.splice(0);
    for (const t of threads) for (const job of t.jobs.values()) job.reject(new Error('the SQLite read pool is closed'));
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  private pump(): void {
    while (this.queue.length && !this.closed) {
      // An idle thread first, then a new one, then the least loaded that can take one more.
      let t = this.threads.find((x) => !x.jobs.size);
      if (!t && this.threads.length < this.size) t = this.spawn();
      t ??= this.threads.filter((x) => x.jobs.size < this.depth).sort((a, b) => a.jobs.size - b.jobs.size)[0];
      if (!t) return;
      const job = this.queue.shift()!;
      t.jobs.set(job.id, job);
      t.worker.ref();
      t.worker.postMessage({ id: job.id, sql: job.query.sql, parameters: job.query.parameters });
    }
  }

  private spawn(): Thread {
    const worker = startWorkerThread('read-worker', new URL('./read-worker.ts', import.meta.url), { workerData: { file: this.file } });
    const t: Thread = { worker, jobs: new Map() };
    this.threads.push(t);
    worker.on('message', (m: Reply) => {
      const job = t.jobs.get(m.id);
      if (!job) return;
      t.jobs.delete(m.id);
      t.answered = true;
      // An idle thread does not keep the process alive.
      if (!t.jobs.size) worker.unref();
      if ('error' in m) job.reject(Object.assign(new Error(m.error.message), { code: m.error.code }));
      else {
        this.ran++;
        job.resolve(m.rows);
      }
      this.pump();
    });
    let reason = 'exited';
    worker.on('error', (e) => { reason = e.message; });
    worker.on('exit', (code) => this.lost(t, `${reason}, code ${code}`));
    return t;
  }

  /** A thread that stopped: its queries fail with a clear error, the next query starts a new one. */
  private lost(t: Thread, detail: string): void {
    const at = this.threads.indexOf(t);
    if (at < 0) return;
    this.threads.splice(at, 1);
    // The thread runs its queries in the order they were posted: the first was running, the rest go back to the front of the queue.
    const [running, ...unstarted] = t.jobs.values();
    t.jobs.clear();
    running?.reject(new ReadWorkerStopped(detail));
    this.queue.unshift(...unstarted);
    // A thread that never answered could not start (the file, the module): what waits fails too, rather than starting thread after thread.
    if (!t.answered) for (const w of this.queue.splice(0)) w.reject(new ReadWorkerStopped(detail));
    this.pump();
  }
}

/**
 * The pool for an opened database, or undefined where the main connection must answer:
 * PostgreSQL (asynchronous already), an in-memory SQLite database (a second connection
 * would not see it), or SQLITE_READ_WORKERS=0.
 */
export function createReadPool(opened: { dialect: string; file?: string }, busy: () => Error, env: Record<string, string | undefined> = process.env): SqliteReadPool | undefined {
  if (opened.dialect !== 'sqlite' || !isPlainDatabaseFile(opened.file)) return undefined;
  const { workers, queue } = readPoolSettings(env);
  return workers > 0 ? new SqliteReadPool(opened.file, workers, queue, busy) : undefined;
}
