/** What a progress write answers: whether a cancel was asked for meanwhile. */
export interface ProgressAnswer { cancel: boolean }

/** The job was asked to stop (a progress write read the request). */
export class Canceled extends Error {}

/**
 * A long job's progress writes, off its path: `write` starts the write and returns at once,
 * unless one is still in flight (then this one is skipped: the next due one carries newer
 * figures). On SQLite a write can wait behind a staging batch the thread is writing, 20-30 ms,
 * and the job checks rows meanwhile instead of waiting with it. What a write answered is met at
 * the next call: a cancel it read throws `Canceled`, its failure throws itself. `flush` waits for
 * the write in flight and then writes (a phase change), and meets its answer at once.
 */
export function progressWrites(send: () => Promise<ProgressAnswer>) {
  let inFlight: Promise<void> | undefined;
  let met: { cancel: true } | { error: unknown } | undefined;
  const meet = () => {
    if (!met) return;
    if ('error' in met) throw met.error;
    throw new Canceled();
  };
  const start = (): Promise<void> => {
    const sent: Promise<void> = send()
      .then((a) => { if (a.cancel) met ??= { cancel: true }; }, (error: unknown) => { met ??= { error }; })
      .finally(() => { if (inFlight === sent) inFlight = undefined; });
    inFlight = sent;
    return sent;
  };
  return {
    /** Throws what an earlier write answered (a cancel, a failure). */
    meet,
    /** Whether a write is still in flight: a new one would be skipped. */
    get busy() { return inFlight !== undefined; },
    /** Starts a write unless one is in flight; throws what an earlier one answered. */
    write(): void {
      meet();
      if (!inFlight) void start();
    },
    /** Waits for the write in flight, writes, and throws what either answered. */
    async flush(): Promise<void> {
      await inFlight;
      meet();
      await start();
      meet();
    },
    /** Waits for the write in flight (before what must follow every write, or after a failure). */
    async settled(): Promise<void> {
      await inFlight;
    },
  };
}
