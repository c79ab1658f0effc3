export { openDatabase, migrateDatabase } from './open';
export type { OpenedDatabase } from './open';
export type * from './types';
