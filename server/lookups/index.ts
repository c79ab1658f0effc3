export { registerLookupRoutes } from './routes';
export { findLookup, invalidateLookups } from './cache';
