export { materializeFields, isTableColumn, rowSchemaOf } from './materializeFields';
export type { WantedNode } from './materializeFields';
export { groupProperties, weightOf, LAZY_FIELD_THRESHOLD, GROUP_WEIGHT } from './groupProperties';
export type { PropertyGroup } from './groupProperties';
export { LazyGroups } from './LazyGroups';
export { revealField, revealFirstError } from './revealFirstError';
export { registerColumnRevealer } from './revealRegistry';
export { isModelNode, useFieldModels } from './useFieldModels';
