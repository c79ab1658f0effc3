export { registerRecordRoutes, callerOf, requestIdOf } from './routes';
export { openFunction, prepareValues, insertRecord, toRecordRow, pageRecords, REQUEST_ID_WINDOW_MS } from './service';
export type { Caller, SaveInput } from './service';
export { loadCurrentFunction, loadFunctionVersion, validatorFor } from './function-version';
export type { LoadedFunction } from './function-version';
export { toRecordFilters, toRecordSort } from './query';
export type { FilterInput, SortInput } from './query';
export { buildMeta } from './meta';
export { canReadRecord } from './read-access';
