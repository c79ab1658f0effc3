// Starts a TypeScript worker (the server runs under tsx): registers tsx in this thread, then loads the entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
