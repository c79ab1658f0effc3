import { parentPort } from 'node:worker_threads';
import type { ImportLimits } from './grid-limits';
import { createRowReader, type ReadLayout, type RecordMessage } from './row-reader';
import { ReadStopped, readSheets, streamSheets } from './sheet-grid';

/** A streamed read of a file: rows per message, and the sheets its rows are read as records by. */
export interface FileStream { every: number; read: ReadLayout }

interface FileMessage { id: number; bytes: Uint8Array; wanted: string[]; limits: ImportLimits; stream?: FileStream }

/**
 * A streamed read: rows become records here (`createRowReader`), so the main thread gets the
 * values to check rather than the sheets' grids. The sub-table sheets are read in step with the
 * first sheet (`pull`), so its first rows go out without waiting for them to be read whole.
 * A file refused on its headers stops being read.
 */
function streamRecords(m: FileMessage, stream: FileStream) {
  const toRecords = createRowReader(stream.read);
  const post = (message: RecordMessage) => parentPort!.postMessage({ id: m.id, message });
  try {
    streamSheets(m.bytes, m.wanted, m.limits, stream.every, (grid) => {
      const message = toRecords(grid);
      post(message);
      if (message.kind === 'problem') throw new ReadStopped();
    }, true);
  } catch (e) {
    if (!(e instanceof ReadStopped)) post({ kind: 'problem', problem: { problem: 'invalid' } });
  }
}

/**
 * The parser thread: reads one file per message, off the server's event loop; whole (one
 * answer), or streamed (`stream`: records sent as they are read, ending with `last` or a problem).
 */
parentPort!.on('message', (m: FileMessage) => {
  if (m.stream) return streamRecords(m, m.stream);
  try {
    parentPort!.postMessage({ id: m.id, result: readSheets(m.bytes, m.wanted, m.limits) });
  } catch {
    parentPort!.postMessage({ id: m.id, result: { problem: 'invalid' } });
  }
});
