export { allocateSerials, allocateSerialsMany, previewSerials, serialFieldsOf, serialRulesOf } from './allocate';
export { registerClock } from './clock';
