/** Input helpers that normalise what a user types. */
export { inputHelpers, toNumberText, toNumericEntryText, toPhoneText, toPositiveNumberText, toTrimmedText } from './helpers';
export type { NumericEntryOptions } from './helpers';
