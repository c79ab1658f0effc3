import { parentPort } from 'node:worker_threads';
import type { ImportLimits } from './grid-limits';
import { readSheets } from './sheet-grid';

/** The parser thread: reads one file per message, off the server's event loop. */
parentPort!.on('message', (m: { id: number; bytes: Uint8Array; wanted: string[]; limits: ImportLimits }) => {
  try {
    parentPort!.postMessage({ id: m.id, result: readSheets(m.bytes, m.wanted, m.limits) });
  } catch {
    parentPort!.postMessage({ id: m.id, result: { problem: 'invalid' } });
  }
});
