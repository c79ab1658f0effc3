export { openDatabase, migrateDatabase } from './open';
export type { OpenedDatabase } from './open';
export type * from './types';
export { createScratchDatabase } from './scratch';
export type { ScratchDatabase } from './scratch';
