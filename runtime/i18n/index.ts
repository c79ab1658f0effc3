export { initI18n, currentLanguage, switchLanguage, t } from './i18n';
export { loadAntdLocale } from './antdLocale';
export { SHELL_LANGUAGES, DEFAULT_LANGUAGE, detectLanguage, toShellLanguage } from './languages';
export type { ShellLanguage } from './languages';
export { splitTagged } from './splitTagged';
export type { TextPiece } from './splitTagged';
