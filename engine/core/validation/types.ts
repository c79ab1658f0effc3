/** One broken rule on one field of a record. */
export interface Violation {
  /** Dotted field path; sub-table rows by index: `lines.2.amount`. */
  path: string;
  rule: string;
  /** A custom message (i18n key or literal) from the form's `x-validator`. */
  messageKey?: string;
  params: Record<string, unknown>;
  /** Title of the field and of its sub-table, as written in the form (i18n keys). */
  title?: string;
  tableTitle?: string;
}

/** An entry of the envelope's `reqFieldErrorList` (spec 000 section 8). */
export interface FieldError {
  fields: string;
  fieldStr: string;
  message: string;
  index?: number;
}
