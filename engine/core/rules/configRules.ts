import type { ButtonConfig, PackFunction, RelatedForm, SerialRule } from '../pack/index';
import { isFieldIdentifier } from './patterns';

/**
 * Why a button, serial rule or related form is not ready (spec 001 section 5).
 * The designer shows `designer.panels.errors.<code>`; the server answers the
 * same code in its field errors.
 */
export type ConfigProblemCode = 'required' | 'padding' | 'integer' | 'step' | 'unique' | 'unknownField' | 'identifier';

/** One problem: `path` is the property within the item (`fills.1.to`), or with `functionConfigProblems` a JSON pointer. */
export interface ConfigProblem { path: string; code: ConfigProblemCode }

/** Serial rules reset never, daily, monthly or yearly. */
export const SERIAL_RESETS = ['never', 'daily', 'monthly', 'yearly'] as const;
/** The longest counter padding. */
export const MAX_PADDING = 20;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Button: name, state, action, dialog title and colour are required; a fill button needs its target form and complete fill rows. */
export function buttonProblems(b: Partial<ButtonConfig>): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  for (const k of ['name', 'state', 'action', 'dialogTitle', 'colour'] as const) if (blank(b?.[k])) out.push({ path: k, code: 'required' });
  if (b?.action === 'fill') {
    if (blank(b.targetForm)) out.push({ path: 'targetForm', code: 'required' });
    (Array.isArray(b.fills) ? b.fills : []).forEach((f, i) => {
      if (blank(f?.to)) out.push({ path: `fills.${i}.to`, code: 'required' });
      if (f?.mode === 'current' && blank(f.from)) out.push({ path: `fills.${i}.from`, code: 'required' });
    });
  }
  return out;
}

/**
 * Serial rule: padding length (an integer 0-20) and reset rule are required;
 * start and step are integers, the step at least 1. With the function's
 * field identifiers, the numbered field and the field keywords must be among them.
 */
export function serialRuleProblems(r: Partial<SerialRule>, fields?: readonly string[]): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  if (fields && !fields.includes(r?.field as string)) out.push({ path: 'field', code: 'unknownField' });
  if (blank(r?.padding)) out.push({ path: 'padding', code: 'required' });
  else if (!Number.isInteger(r.padding) || r.padding! < 0 || r.padding! > MAX_PADDING) out.push({ path: 'padding', code: 'padding' });
  if (!(SERIAL_RESETS as readonly unknown[]).includes(r?.reset)) out.push({ path: 'reset', code: 'required' });
  if (r?.start !== undefined && !Number.isInteger(r.start)) out.push({ path: 'start', code: 'integer' });
  if (r?.step !== undefined && (!Number.isInteger(r.step) || r.step < 1)) out.push({ path: 'step', code: 'step' });
  if (fields && (r?.formFieldKeywords ?? []).some((k) => !fields.includes(k))) out.push({ path: 'formFieldKeywords', code: 'unknownField' });
  return out;
}

/**
 * Related form: the other form, the current-form field and the association
 * field (an identifier) are required; the association id is required and
 * unique among the function's related forms (`index`: this one's place, null
 * for a new one); the order is a whole number.
 */
export function relatedFormProblems(r: Partial<RelatedForm>, all: readonly Partial<RelatedForm>[], index: number | null): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  for (const k of ['form', 'currentField', 'associationField', 'associationId'] as const) if (blank(r?.[k])) out.push({ path: k, code: 'required' });
  if (!blank(r?.associationField) && !isFieldIdentifier(r.associationField)) out.push({ path: 'associationField', code: 'identifier' });
  if (!blank(r?.associationId) && all.some((x, i) => i !== index && x?.associationId === r.associationId)) out.push({ path: 'associationId', code: 'unique' });
  if (blank(r?.order)) out.push({ path: 'order', code: 'required' });
  else if (!Number.isInteger(r.order)) out.push({ path: 'order', code: 'integer' });
  return out;
}

const pointer = (list: string, i: number, path: string) => `/${list}/${i}/${path.split('.').join('/')}`;

/** Every problem of a function's serial rules, buttons and related forms, as JSON pointers into the function. */
export function functionConfigProblems(fn: Pick<PackFunction, 'fields' | 'serialRules' | 'buttons' | 'relatedForms'>): ConfigProblem[] {
  const fields = (fn.fields ?? []).map((f) => f.identifier);
  const related = fn.relatedForms ?? [];
  return [
    ...(fn.serialRules ?? []).flatMap((r, i) => serialRuleProblems(r, fields).map((p) => ({ ...p, path: pointer('serialRules', i, p.path) }))),
    ...(fn.buttons ?? []).flatMap((b, i) => buttonProblems(b).map((p) => ({ ...p, path: pointer('buttons', i, p.path) }))),
    ...related.flatMap((r, i) => relatedFormProblems(r, related, i).map((p) => ({ ...p, path: pointer('relatedForms', i, p.path) }))),
  ];
}
