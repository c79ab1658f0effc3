export { registerFileRoutes } from './routes';
export { storeBuffer, contentDisposition, openFile } from './store';
export { DEFAULT_LIMITS, HARD_MAX_FILE_SIZE, limitsOf, isAccepted, findFieldSchema } from './limits';
export type { UploadLimits } from './limits';
export { sweepOrphanFiles, ORPHAN_AGE_MS } from './sweep';
