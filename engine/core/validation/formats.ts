/**
 * Named formats shared by the client (Formily `registerValidateFormats`) and the
 * server (our `x-format` ajv keyword). Values are tested as `String(value)`.
 */
export const customFormats: Record<string, RegExp> = {
  /** Spec 000 section 5: positive integer, first digit 1-9. */
  positiveInteger: /^[1-9]\d*$/,
  /** Up to two decimal places. */
  decimal2: /^-?\d+(\.\d{1,2})?$/,
  /** Mainland mobile: 11 digits starting with 1. */
  phone: /^1\d{10}$/,
  /** Calendar date as stored: YYYY-MM-DD. */
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  /** ISO date-time as stored. */
  datetime: /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/,
  /** Spec 000 section 5: 6-18 letters and digits. */
  password: /^[A-Za-z0-9]{6,18}$/,
};

export function isKnownFormat(name: string): boolean {
  return Object.hasOwn(customFormats, name);
}
