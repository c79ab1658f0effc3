export { ConsoleEntry, SwitchCompany, SetupPrompt, openConsole, CONSOLE_PATH, CONSOLE_ROOT_CODE, SYSTEM_SETTINGS_CODE, MENU_OFF_KEY } from './shell';
export { registerRoleTab } from './roleExtensions';
export type { RoleTab } from './roleExtensions';
export * as consolePages from './lazyPages';
export { rulesFor, showFieldErrors } from './formRules';
