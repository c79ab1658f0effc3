import { parentPort } from 'node:worker_threads';
import type { ImportLimits } from './grid-limits';
import { createRowReader, type ReadLayout, type RecordMessage } from './row-reader';
import { ReadStopped, readSheets, streamSheets } from './sheet-grid';

interface FileMessage { id: number; bytes: Uint8Array; wanted: string[]; limits: ImportLimits; every?: number; read?: ReadLayout }

/**
 * A streamed read of records (`read`: the function's sheets): rows become records here, so the
 * main thread gets the values to check rather than the sheets' grids. A file refused on its
 * headers stops being read.
 */
function streamRecords(m: FileMessage & { every: number; read: ReadLayout }) {
  const toRecords = createRowReader(m.read);
  const post = (message: RecordMessage) => parentPort!.postMessage({ id: m.id, message });
  try {
    streamSheets(m.bytes, m.wanted, m.limits, m.every, (grid) => {
      const message = toRecords(grid);
      post(message);
      if (message.kind === 'problem') throw new ReadStopped();
    });
  } catch (e) {
    if (!(e instanceof ReadStopped)) post({ kind: 'problem', problem: { problem: 'invalid' } });
  }
}

/**
 * The parser thread: reads one file per message, off the server's event loop; whole
 * (one answer), or streamed (`every`: rows sent as they are read, ending with `last` or a
 * problem), as grids or, with `read`, as records.
 */
parentPort!.on('message', (m: FileMessage) => {
  if (m.every && m.read) return streamRecords({ ...m, every: m.every, read: m.read });
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
