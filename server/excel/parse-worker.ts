import { parentPort } from 'node:worker_threads';
import type { ImportLimits } from './grid-limits';
import { readSheets, streamSheets } from './sheet-grid';

/**
 * The parser thread: reads one file per message, off the server's event loop; whole
 * (one answer), or streamed (`every`: rows sent as they are read, ending with `last` or a problem).
 */
parentPort!.on('message', (m: { id: number; bytes: Uint8Array; wanted: string[]; limits: ImportLimits; every?: number }) => {
  if (m.every) {
    try {
      streamSheets(m.bytes, m.wanted, m.limits, m.every, (message) => parentPort!.postMessage({ id: m.id, message }));
    } catch {
      parentPort!.postMessage({ id: m.id, message: { kind: 'problem', problem: { problem: 'invalid' } } });
    }
    return;
  }
  try {
    parentPort!.postMessage({ id: m.id, result: readSheets(m.bytes, m.wanted, m.limits) });
  } catch {
    parentPort!.postMessage({ id: m.id, result: { problem: 'invalid' } });
  }
});
