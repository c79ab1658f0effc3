export { allocateSerials, previewSerials, serialFieldsOf, serialRulesOf } from './allocate';
export { registerClock } from './clock';
