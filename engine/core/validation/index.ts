/** Record validation against a function form. */
export { createRecordValidator, formatViolations, resolveLookup } from './recordValidator';
export { fieldChoices, type FieldChoice } from './fieldChoices';
export type { Lookups } from './recordValidator';
export type { FieldError, Violation } from './types';
export { customFormats, isKnownFormat } from './formats';
export { compileLinearPattern, patternProblem, MAX_PATTERN_LENGTH } from './linearPattern';
export type { LinearPattern } from './linearPattern';
export { computeRecordValues, recordLimits } from './recordLimits';
