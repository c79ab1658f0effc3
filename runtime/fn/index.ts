export { loadFunctionMeta } from './metaCache';
export { useFunctionMeta } from './useFunctionMeta';
export type { FunctionMetaState } from './useFunctionMeta';
export { findFieldSchema, fieldOptions, fieldLabel, fieldType } from './schemaFields';
export { usePageTrail } from './usePageTrail';
