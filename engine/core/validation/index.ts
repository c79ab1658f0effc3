/** Record validation against a function form. */
export { createRecordValidator, formatViolations, resolveLookup } from './recordValidator';
export type { Lookups } from './recordValidator';
export type { FieldError, Violation } from './types';
export { customFormats, isKnownFormat } from './formats';
