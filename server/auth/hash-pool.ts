import { errors } from '../errors';

/** At most this many password hashes run at once (scrypt takes ~128 MiB and a thread each). */
export const HASH_CONCURRENCY = 2;
/** Hashes waiting beyond this are refused (`serverBusy`) rather than queued without bound. */
export const HASH_QUEUE_LIMIT = 16;

let running = 0;
const waiting: Array<() => void> = [];

/**
 * Runs one password hash in the bounded pool: a flood of sign-ins waits its
 * turn (or is refused when the queue is full) instead of starving the server.
 * Hashing a new password (seeding, admin work) waits rather than being refused.
 */
export async function inHashPool<T>(work: () => Promise<T>, refuseWhenFull = true): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (refuseWhenFull && waiting.length >= HASH_QUEUE_LIMIT) throw errors.serverBusy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** How many hashes run and wait now (for tests and diagnostics). */
export function hashPoolLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}
