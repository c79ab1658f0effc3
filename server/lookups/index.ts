export { registerLookupRoutes } from './routes';
export { findLookup, invalidateLookups, invalidateAllLookups, onLookupsInvalidated, companyDictionaries, lookupsStamp } from './cache';
export type { OwnDictionary } from './cache';
