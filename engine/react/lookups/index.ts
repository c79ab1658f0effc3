export { collectRuntimeLookups, applyRuntimeLookups, runtimeLookupOf, lookupKey } from './resolveRuntimeLookups';
export { useRuntimeLookups } from './useRuntimeLookups';
