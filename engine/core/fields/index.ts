/** Field types: one descriptor per type that every consumer reads (pure: no React, no I/O). */
export type { FieldTypeDescriptor, SearchKind, SearchChoice, CellKind, PaletteSlot } from './FieldTypeDescriptor';
export { searchChoicesFor } from './FieldTypeDescriptor';
export {
  registerFieldType, fieldTypeOf, fieldTypeNames, fieldTypeDescriptors, fieldTypesVersion, searchChoicesOf,
} from './registry';
export type { ComponentDescriptor, ComponentKind } from './components';
export {
  registerComponent, componentDescriptors, componentOf, componentNames, componentProblem, REFUSED_COMPONENTS,
} from './components';
export { FORMILY_FIELD_TYPES } from './formilyTypes';
