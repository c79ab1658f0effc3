/** Public entry of the server. */
export { buildApp, BODY_LIMIT } from './app';
export type { BuildAppOptions } from './app';
export { openDatabase, migrateDatabase, createScratchDatabase } from './db';
export type { OpenedDatabase, DB, Dialect, ScratchDatabase } from './db';
export { seedDemoData, DEMO_PASSWORD, DEMO_TENANTS, DEMO_USERS } from './seed';
export { registerNodeExecutor } from './workflow';
export type { NodeExecutor, FlowRun, Entered } from './workflow';
