/**
 * What the shell's layouts show of the task centre (the badge, its menu entries): a light entry
 * beside the index, which also brings the task centre's pages (the engine, tables, forms).
 */
export { TaskBadge } from './TaskBadge';
export { withTaskMenus, TASK_MENU_CODE } from './taskMenus';
