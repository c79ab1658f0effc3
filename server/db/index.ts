export { openDatabase, migrateDatabase } from './open';
export type { OpenedDatabase } from './open';
export type * from './types';
export { createScratchDatabase } from './scratch';
export type { ScratchDatabase } from './scratch';
export { insertSystemMenus } from './migration-settings';
export { STAMPED_TABLES } from './migration-cache-stamp';
export { SYSTEM_MENUS, SYSTEM_SETTINGS_CODE, CONSOLE_ROOT_CODE, COMPANY_SETTINGS_CODE, CONSOLE_PATH, SETTINGS_MENU, AGENT_MENU_CODE } from './system-menus';
export type { SystemMenu } from './system-menus';
