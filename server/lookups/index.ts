export { registerLookupRoutes } from './routes';
export { findLookup, invalidateLookups, companyDictionaries, lookupsStamp } from './cache';
export type { OwnDictionary } from './cache';
