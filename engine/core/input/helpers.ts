/**
 * Input helpers of spec 000 section 5, applied while a person types. Each
 * takes the raw text and returns the text the field keeps.
 */

/** Digits and one decimal point, no leading dot. */
export function toNumberText(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '').replace(/^\.+/, '');
  const dot = kept.indexOf('.');
  return dot < 0 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

/** Digits only. */
export function toPositiveNumberText(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** Cut to 11 characters (a mainland mobile number), digits only. */
export function toPhoneText(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 11);
}

/** Every text is trimmed. */
export function toTrimmedText(raw: string): string {
  return raw.trim();
}

export interface NumericEntryOptions {
  /** Decimal places kept; 0 means integers. Default 2. */
  decimals?: number;
  /** Whether a leading minus is allowed. */
  signed?: boolean;
}

/** Numeric entry: digits, at most `decimals` places, an optional leading sign. */
export function toNumericEntryText(raw: string, options: NumericEntryOptions = {}): string {
  const decimals = Math.max(0, Math.floor(options.decimals ?? 2));
  const negative = options.signed === true && raw.trimStart().startsWith('-');
  let body = toNumberText(raw);
  if (decimals === 0) body = body.split('.')[0];
  else {
    const dot = body.indexOf('.');
    if (dot >= 0) body = body.slice(0, dot + 1 + decimals);
  }
  return negative ? `-${body}` : body;
}

/** The helpers by the name a schema uses in `x-component-props.inputHelper`. */
export const inputHelpers: Record<string, (raw: string) => string> = {
  number: toNumberText,
  positiveNumber: toPositiveNumberText,
  phone: toPhoneText,
  trim: toTrimmedText,
};
