export { collectComputedFields } from './collectComputedFields';
export type { ComputedField } from './collectComputedFields';
export { createComputeReactions } from './createComputeReactions';
