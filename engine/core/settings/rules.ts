/**
 * The system-settings forms' field rules (spec 000 section 5), one copy for the
 * browser and the server. Each check answers `{field, code}`; the code names a
 * message in each side's catalogue (`settingsRule.<code>`).
 */
export type SettingsRuleCode =
  | 'required' | 'tooLong' | 'passwordFormat' | 'mobileFormat' | 'codeFormat' | 'userNameFormat' | 'creditCodeFormat' | 'notInteger' | 'passwordWeak';

export interface SettingsProblem {
  field: string;
  code: SettingsRuleCode;
}

/** 6-18 letters and digits (spec 000 sections 5 and 9). */
export const PASSWORD_PATTERN = /^[A-Za-z0-9]{6,18}$/;
/** Mainland mobile numbers: 11 digits starting with 1 (the phone input keeps 11 characters). */
export const MOBILE_PATTERN = /^1\d{10}$/;
/** Codes of roles, posts, dictionaries and items: letters, digits, `_`, `-`, `.`, starting with a letter. */
export const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
export const USER_NAME_PATTERN = /^[A-Za-z0-9_.@-]{2,64}$/;

export type RuleKind = 'required' | 'password' | 'mobile' | 'code' | 'userName' | 'text' | 'creditCode';

/** A field's rules: its kind, whether it must be filled, and its longest length. */
export interface FieldRule {
  kind: RuleKind;
  required?: boolean;
  max?: number;
}

const FORMAT: Partial<Record<RuleKind, { pattern: RegExp; code: SettingsRuleCode }>> = {
  password: { pattern: PASSWORD_PATTERN, code: 'passwordFormat' },
  mobile: { pattern: MOBILE_PATTERN, code: 'mobileFormat' },
  code: { pattern: CODE_PATTERN, code: 'codeFormat' },
  userName: { pattern: USER_NAME_PATTERN, code: 'userNameFormat' },
};

/** One value against one rule; undefined when it passes. */
export function checkField(value: unknown, rule: FieldRule): SettingsRuleCode | undefined {
  const text = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);
  if (!text) return rule.required ? 'required' : undefined;
  if (text.length > (rule.max ?? 200)) return 'tooLong';
  if (rule.kind === 'creditCode') return isCreditCode(text) ? undefined : 'creditCodeFormat';
  const format = FORMAT[rule.kind];
  return format && !format.pattern.test(text) ? format.code : undefined;
}

/** Checks a form's values against its rules; one problem per failing field. */
export function checkSettingsForm(values: Record<string, unknown>, rules: Record<string, FieldRule>): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const code = checkField(values[field], rule);
    if (code) problems.push({ field, code });
  }
  return problems;
}

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The unified social credit code (GB 32100-2015): 18 characters, the last a checksum of the first 17. */
export function isCreditCode(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARS.indexOf(value[i]) * CREDIT_WEIGHTS[i];
  return CREDIT_CHARS[(31 - (sum % 31)) % 31] === value[17];
}

/** A company's password policy: `basic` is the spec's 6-18 letters and digits; `strong` also needs a letter and a digit. */
export type PasswordPolicy = 'basic' | 'strong';

/** Checks a password against a company's policy (after its format passed); undefined when it passes. */
export function checkPasswordPolicy(value: string, policy: PasswordPolicy): SettingsRuleCode | undefined {
  if (policy === 'strong' && !(/[A-Za-z]/.test(value) && /\d/.test(value))) return 'passwordWeak';
  return undefined;
}
