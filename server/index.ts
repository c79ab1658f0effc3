/** Public entry of the server. */
export { buildApp, BODY_LIMIT } from './app';
export type { BuildAppOptions } from './app';
export { openDatabase, migrateDatabase, createScratchDatabase, compiledRollupSignature, analyzeChangedTables, vacuumChangedTables, statisticsInterval, STATISTICS_LOCK_KEY } from './db';
export type { OpenedDatabase, DB, Dialect, ScratchDatabase } from './db';
export { seedDemoData, seedDemoRecords, runPackDemo, DEMO_PASSWORD, DEMO_TENANTS, DEMO_USERS } from './seed';
export { createDataAccess, dashboardDims, dashboardRowCap, dimCuts, functionRollupSpecs, shiftMonth } from './data';
export type { DataAccess } from './data';
export { installPack, readInstalledPack } from './packs';
export type { InstallResult, InstalledPack } from './packs';
export { AppError } from './errors';
export { translate } from './i18n';
export { registerNodeExecutor } from './workflow';
export type { NodeExecutor, FlowRun, Entered } from './workflow';
export { sweepImportJobs, STALE_JOB_MS } from './excel';
export { allocateSerialsMany, giveSerialsBack } from './serials';
export type { SerialRange } from './serials';
