import type { ValidatorRule } from './fieldProps';

/** The rule keys the panel edits (pack meta-schema `rule`). */
export type RuleKey = 'max' | 'min' | 'maximum' | 'minimum' | 'exclusiveMinimum' | 'pattern' | 'format' | 'len' | 'minItems' | 'maxItems';

type RuleObject = Record<string, unknown>;
const isObject = (r: ValidatorRule): r is RuleObject => typeof r === 'object' && r !== null;

/** The first rule object with `key` (and, for formats, that format). */
function indexOf(rules: ValidatorRule[], key: RuleKey, format?: string): number {
  return rules.findIndex((r) => isObject(r) && key in r && (format === undefined || r[key] === format));
}

/** The value of the first rule with `key`. */
export function ruleValue(rules: ValidatorRule[], key: RuleKey): unknown {
  const i = indexOf(rules, key);
  return i < 0 ? undefined : (rules[i] as RuleObject)[key];
}

/** The custom message of the first rule with `key` (or with that format). */
export function ruleMessage(rules: ValidatorRule[], key: RuleKey, format?: string): string | undefined {
  const i = indexOf(rules, key, format);
  const m = i < 0 ? undefined : (rules[i] as RuleObject).message;
  return typeof m === 'string' ? m : undefined;
}

export const hasFormat = (rules: ValidatorRule[], format: string) =>
  rules.some((r) => r === format || (isObject(r) && r.format === format));

function replaceAt(rules: ValidatorRule[], i: number, rule: RuleObject): ValidatorRule[] {
  const rest = Object.keys(rule).filter((k) => k !== 'message');
  return rest.length ? rules.map((r, j) => (j === i ? rule : r)) : rules.filter((_, j) => j !== i);
}

/**
 * Sets `key` in the first rule that has it, or appends `{key: value}`; an empty
 * value removes the key, and a rule left with only a message goes. Other rules keep
 * their place, so untouched rules stay exactly as the pack wrote them.
 */
export function setRule(rules: ValidatorRule[], key: RuleKey, value: unknown, message?: string): ValidatorRule[] {
  const i = indexOf(rules, key);
  const empty = value === undefined || value === null || value === '';
  if (i < 0) return empty ? rules : [...rules, { [key]: value, ...(message ? { message } : {}) }];
  const { [key]: _old, ...others } = rules[i] as RuleObject;
  if (empty) return replaceAt(rules, i, others);
  return replaceAt(rules, i, { ...(rules[i] as RuleObject), [key]: value });
}

/** Sets or clears the message of the first rule with `key` (or with that format). */
export function setRuleMessage(rules: ValidatorRule[], key: RuleKey, message: string, format?: string): ValidatorRule[] {
  const i = indexOf(rules, key, format);
  if (i < 0) return rules;
  const { message: _old, ...rule } = rules[i] as RuleObject;
  return rules.map((r, j) => (j === i ? (message ? { ...rule, message } : rule) : r));
}

/** Adds or removes a format rule (`positiveInteger`, `phone` ...). */
export function setFormat(rules: ValidatorRule[], format: string, on: boolean): ValidatorRule[] {
  if (on) return hasFormat(rules, format) ? rules : [...rules, { format }];
  return rules.filter((r) => !(r === format || (isObject(r) && r.format === format && Object.keys(r).every((k) => k === 'format' || k === 'message'))));
}
