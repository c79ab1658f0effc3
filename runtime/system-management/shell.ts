/**
 * What the shell's layouts show of system management (the console entry, the company switch,
 * the set-up prompt, the console's menu codes): a light entry beside the index, which also
 * brings the settings forms and their rules (the engine), for the layout not to wait for those.
 */
export { ConsoleEntry } from './ConsoleEntry';
export { SwitchCompany } from './SwitchCompany';
export { SetupPrompt } from './SetupPrompt';
export { openConsole, CONSOLE_PATH, CONSOLE_ROOT_CODE, SYSTEM_SETTINGS_CODE, MENU_OFF_KEY } from './consoleMenu';
