import { closeSync, fdatasync, openSync } from 'node:fs';

/** Makes what the write-ahead log holds durable; resolves once it is on disk. */
export type SyncFile = () => Promise<void>;

/**
 * Syncs of the write-ahead log shared by the commits that wait for them (issue 20): a commit
 * made while a sync runs waits for the next one, which starts once that ends and covers every
 * commit made meanwhile; one made while none runs starts one.
 */
export class WalSync {
  #running: Promise<void> | undefined;
  #queued: Promise<void> | undefined;

  constructor(private readonly syncFile: SyncFile) {}

  /** The sync running now (settles when it ends, never rejects), if any. */
  get running(): Promise<void> | undefined {
    return this.#running?.catch(() => undefined);
  }

  /** Resolves once no sync runs or waits (before the log's descriptor is closed). */
  async settled(): Promise<void> {
    while (this.#running || this.#queued) await Promise.allSettled([this.#running, this.#queued]);
  }

  /** Resolves once everything committed before the call is on disk. */
  durable(): Promise<void> {
    if (!this.#running) {
      const run = this.syncFile().finally(() => {
        if (this.#running === run) this.#running = undefined;
      });
      this.#running = run;
      return run;
    }
    // The running sync may have started before this commit wrote its frames: the next one covers it.
    this.#queued ??= this.#running.catch(() => undefined).then(() => {
      this.#queued = undefined;
      return this.durable();
    });
    return this.#queued;
  }
}

/**
 * `fdatasync` of a SQLite file's write-ahead log on libuv's thread pool, not on the event loop.
 * The descriptor is opened at the first sync (the log exists once something was written) and
 * kept: SQLite keeps the same file while it has the database open, starting it over in place.
 */
export function walFileSync(walFile: string): { sync: SyncFile; close(): void } {
  let fd: number | undefined;
  const sync: SyncFile = () => new Promise<void>((ok, fail) => {
    if (fd === undefined) {
      try {
        fd = openSync(walFile, 'r');
      } catch (e) {
        // Nothing was written yet, so nothing waits to reach the disk.
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return ok();
        return fail(e);
      }
    }
    fdatasync(fd, (err) => (err ? fail(err) : ok()));
  });
  return {
    sync,
    close() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}
