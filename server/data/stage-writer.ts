import type { Worker } from 'node:worker_threads';
import { isPlainDatabaseFile, type SideWrites } from '../db';
import { startWorkerThread } from '../worker-thread';
import type { ImportPublish, PublishOutcome } from './import-publish';
import type { StagedBatch, StageWriter } from './staged-insert';

/** A staging batch the thread could not answer because it stopped (crashed, out of memory, terminated). */
export class StageWorkerStopped extends Error {
  constructor(detail: string) {
    super(`the SQLite staging thread stopped before answering (${detail})`);
    this.name = 'StageWorkerStopped';
  }
}

/** What the thread is asked: a staging batch, or an import's publish. */
export type StageRequest = { id: number; batch: StagedBatch } | { id: number; publish: ImportPublish };
export type StageReply = { id: number; tables: string[]; prepared: number } | { id: number; outcome: PublishOutcome } | { id: number; error: { message: string; code?: string } };

interface Waiting { worker: Worker; resolve(reply: StageReply): void; reject(error: unknown): void }

/**
 * Import staging on SQLite (issue 20, import): better-sqlite3 is synchronous, so a batch's
 * INSERT of 1,000 records, their trigram rows and the commit held the event loop for every
 * other company, and so did the publish of 20,000 rows (150-300 ms). Here a thread with its own
 * connection to the file writes each batch, and the publish, while the main connection's queue
 * waits (`SideWrites.aside`): SQLite still has one writer at a time, the main connection never
 * meets the thread's write lock, and the event loop serves requests that need no statement
 * meanwhile. The thread starts with the first batch; a stopped thread
 * fails what it held and the next batch starts another.
 */
class ThreadStageWriter implements StageWriter {
  #worker: Worker | undefined;
  readonly #waiting = new Map<number, Waiting>();
  #nextId = 1;
  /** Batches the thread wrote (tests read it). */
  written = 0;
  /** Publishes the thread ran (tests read it). */
  published = 0;
  /** Statements the running thread has prepared, as of its last answer (tests read it). */
  prepared = 0;

  constructor(private readonly file: string, private readonly side: SideWrites) {}

  async write(batch: StagedBatch): Promise<string[]> {
    const reply = await this.#ask({ id: this.#nextId++, batch });
    if (!('tables' in reply)) throw new Error('the staging thread answered a batch with no tables');
    this.written++;
    this.prepared = reply.prepared;
    return reply.tables;
  }

  /**
   * The publish, while the main connection's queue waits as for a batch: the rows go live and the
   * job succeeds in the thread's transaction, and the event loop serves other requests meanwhile.
   */
  async publish(p: ImportPublish): Promise<PublishOutcome> {
    const reply = await this.#ask({ id: this.#nextId++, publish: p });
    if (!('outcome' in reply)) throw new Error('the staging thread answered a publish with no outcome');
    this.published++;
    return reply.outcome;
  }

  #ask(request: StageRequest): Promise<StageReply> {
    return this.side.aside(() => new Promise<StageReply>((resolve, reject) => {
      const worker = this.#thread();
      this.#waiting.set(request.id, { worker, resolve, reject });
      worker.ref();
      worker.postMessage(request);
    }));
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    if (!worker) return;
    this.#fail(worker, 'closed');
    await worker.terminate();
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    const worker = startWorkerThread('stage-worker', new URL('./stage-worker.ts', import.meta.url), { workerData: { file: this.file, synchronous: this.side.synchronous } });
    this.#worker = worker;
    worker.on('message', (m: StageReply) => {
      const waiting = this.#waiting.get(m.id);
      if (!waiting) return;
      this.#waiting.delete(m.id);
      // An idle thread does not keep the process alive.
      if (!this.#waiting.size) worker.unref();
      if ('error' in m) waiting.reject(Object.assign(new Error(m.error.message), { code: m.error.code }));
      else waiting.resolve(m);
    });
    let reason = 'exited';
    worker.on('error', (e) => { reason = e.message; });
    worker.on('exit', (code) => {
      if (this.#worker === worker) this.#worker = undefined;
      this.#fail(worker, `${reason}, code ${code}`);
    });
    return worker;
  }

  /**
   * What `worker` held fails; its connection's transaction went with it (SQLite rolls it back).
   * A thread started after it (the next batch after a close) keeps its own.
   */
  #fail(worker: Worker, detail: string): void {
    for (const [id, w] of this.#waiting) {
      if (w.worker !== worker) continue;
      this.#waiting.delete(id);
      w.reject(new StageWorkerStopped(detail));
    }
  }
}

/**
 * The staging thread for an opened database, or undefined where the main connection stages:
 * PostgreSQL (asynchronous already), an in-memory SQLite database (another connection would not
 * see it), or SQLITE_STAGE_THREAD=0.
 */
export function createStageWriter(opened: { dialect: string; file?: string; sideWrites?: SideWrites }, env: Record<string, string | undefined> = process.env): (StageWriter & { written: number; prepared: number; published: number }) | undefined {
  if (opened.dialect !== 'sqlite' || !opened.sideWrites || !isPlainDatabaseFile(opened.file) || env.SQLITE_STAGE_THREAD === '0') return undefined;
  return new ThreadStageWriter(opened.file, opened.sideWrites);
}
