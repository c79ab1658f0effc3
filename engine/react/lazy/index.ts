export { materializeFields, isTableColumn, rowSchemaOf } from './materializeFields';
export type { WantedNode } from './materializeFields';
export { groupProperties, weightOf, LAZY_FIELD_THRESHOLD, GROUP_WEIGHT } from './groupProperties';
export type { PropertyGroup } from './groupProperties';
export { LazyGroups } from './LazyGroups';
export { inDisplayOrder, revealField, revealFirstError } from './revealFirstError';
export { columnPlaceOf, registerCellRevealer, registerColumnOrder } from './revealRegistry';
export { nextFrame } from './nextFrame';
export { isModelNode, useFieldModels } from './useFieldModels';
