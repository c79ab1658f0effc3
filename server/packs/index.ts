export { registerPackRoutes } from './routes';
export { installPack } from './install';
export type { InstallResult } from './install';
export { fieldKindOf, indexedFields } from './indexed-fields';
export { readInstalledPack } from './installed';
export type { InstalledPack } from './installed';
export { checkPack } from './check';
export type { PackFieldError } from './check';
