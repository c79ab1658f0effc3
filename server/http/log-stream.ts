import pino from 'pino';

/** Bytes gathered before a write: a request's log line no longer costs a write call of its own. */
const LOG_BUFFER_BYTES = 4096;
/** A quiet server's lines still show within this long. */
const LOG_FLUSH_MS = 1000;

/**
 * The server log's destination: buffered and written off the request path (pino's
 * asynchronous SonicBoom), flushed at exit so the last lines, a crash's included, are kept.
 * Lines wait at most LOG_FLUSH_MS, so someone watching a quiet server still sees them.
 * `dest` is a file descriptor (stdout by default) or a file path.
 */
export function asyncLogStream(dest: number | string = 1, minLength = LOG_BUFFER_BYTES, flushMs = LOG_FLUSH_MS): pino.DestinationStream & { flushSync(): void } {
  const stream = pino.destination({ dest, sync: false, minLength });
  const timer = setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Not open yet: the next tick flushes.
    }
  }, flushMs).unref();
  stream.once('close', () => clearInterval(timer));
  process.once('exit', () => {
    try {
      stream.flushSync();
    } catch {
      // Nothing more can be done for the log at exit.
    }
  });
  return stream;
}
