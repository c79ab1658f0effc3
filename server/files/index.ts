export { registerFileRoutes } from './routes';
export { storeBuffer, contentDisposition, openFile } from './store';
export { DEFAULT_LIMITS, HARD_MAX_FILE_SIZE, LOGO_LIMITS, DEFAULT_UPLOAD_QUOTA, uploadQuotaFrom, limitsOf, isAccepted, findFieldSchema } from './limits';
export type { UploadLimits, UploadQuota } from './limits';
export { sweepOrphanFiles, ORPHAN_AGE_MS } from './sweep';
