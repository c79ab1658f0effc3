/** The languages of the shell and of packs. */
export { DEFAULT_LANG, LANGS, SHELL_LANGS, toLang, toPackLang, pickLocalized } from './langs';
export type { Lang } from './langs';
