export { registerPackRoutes } from './routes';
export { installPack } from './install';
export type { InstallResult } from './install';
export { fieldKindOf, indexedFields } from './indexed-fields';
