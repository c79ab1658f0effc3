// Starts a TypeScript worker thread of the server (runs under tsx; the Excel parser and the SQLite read pool): registers tsx in this thread, then loads the entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
