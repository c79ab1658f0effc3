export { allocateSerials, allocateSerialsMany, giveSerialsBack, noteSerialsTaken, previewSerials, serialFieldsOf, serialRulesOf, type SerialRange } from './allocate';
export { registerClock } from './clock';
