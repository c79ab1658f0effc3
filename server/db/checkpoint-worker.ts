import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { CheckpointPass } from './wal-checkpointer';

/**
 * The checkpoint thread (wal-checkpointer.ts): its own connection to the database file copies
 * what the write-ahead log holds back into the database, and syncs both, off the event loop.
 * A PASSIVE checkpoint never waits for the writer or the readers: it copies what no reader
 * still needs and leaves the rest for the next pass.
 */

interface Settings { file: string; everyMs: number }

const { file, everyMs } = workerData as Settings;
const database = new Database(file, { fileMustExist: true });
let timer: NodeJS.Timeout | undefined;

function pass(): CheckpointPass {
  const [r] = database.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
  return { log: r.log, checkpointed: r.checkpointed };
}

let last: CheckpointPass = { log: 0, checkpointed: 0 };

function loop(): void {
  try {
    const done = pass();
    // Only a pass that found the log changed is news for the main thread (a quiet database runs the same pass again and again).
    if (done.log !== last.log || done.checkpointed !== last.checkpointed) parentPort!.postMessage({ kind: 'pass', ...done });
    last = done;
  } catch (e) {
    // The main thread takes checkpoints back when this thread stops.
    parentPort!.postMessage({ kind: 'failed', message: String((e as Error)?.message ?? e) });
    return;
  }
  timer = setTimeout(loop, everyMs);
}

parentPort!.on('message', (m: { kind: 'close' }) => {
  if (m.kind !== 'close') return;
  clearTimeout(timer);
  database.close();
  parentPort!.close();
});

parentPort!.postMessage({ kind: 'ready' });
loop();
