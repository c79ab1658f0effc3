import type { ButtonConfig, PackFunction, RelatedForm, SerialRule } from '../../../engine/index';
import { moveItem, removeAt, replaceAt, withoutUndefined } from '../model/moveItem';

export interface ButtonAddParams { button: ButtonConfig }
export interface ButtonUpdateParams { index: number; button: ButtonConfig }
export interface IndexParams { index: number }
export interface MoveParams { from: number; to: number }

/** Fill buttons keep their target and fills; workflow buttons submit the record and need neither. */
function tidyButton(b: ButtonConfig): ButtonConfig {
  if (b.action === 'workflow') {
    const { targetForm: _t, fills: _f, ...rest } = b;
    return rest;
  }
  return withoutUndefined(b);
}

const setButtons = (fn: PackFunction, buttons: ButtonConfig[]) => (buttons === fn.buttons ? fn : { ...fn, buttons });

export const addButton = (fn: PackFunction, { button }: ButtonAddParams) => ({ ...fn, buttons: [...(fn.buttons ?? []), tidyButton(button)] });
export const updateButton = (fn: PackFunction, { index, button }: ButtonUpdateParams) => setButtons(fn, replaceAt(fn.buttons ?? [], index, tidyButton(button)));
export const removeButton = (fn: PackFunction, { index }: IndexParams) => setButtons(fn, removeAt(fn.buttons ?? [], index));
export const moveButton = (fn: PackFunction, { from, to }: MoveParams) => setButtons(fn, moveItem(fn.buttons ?? [], from, to));

/** What `serial.update` may change; `undefined` values are dropped (an empty prefix, no keywords). */
export type SerialPatch = Partial<Omit<SerialRule, 'field'>>;
export interface SerialUpdateParams { field: string; patch: SerialPatch }
export interface SerialRemoveParams { field: string }

/** A new rule's settings: numbers from 1 by 1, four digits, never reset. */
export const DEFAULT_SERIAL: Omit<SerialRule, 'field'> = { codingKeywords: [], formFieldKeywords: [], start: 1, step: 1, padding: 4, reset: 'never' };

/** Sets up or changes the rule of a serial field (one rule per field). */
export function updateSerial(fn: PackFunction, { field, patch }: SerialUpdateParams): PackFunction {
  const rules = fn.serialRules ?? [];
  const at = rules.findIndex((r) => r.field === field);
  const base: SerialRule = at >= 0 ? rules[at] : { field, ...DEFAULT_SERIAL };
  const rule = withoutUndefined({ ...base, ...patch, field });
  for (const k of Object.keys(patch) as (keyof SerialPatch)[]) if (patch[k] === undefined || patch[k] === '') delete rule[k];
  const same = at >= 0 && Object.keys(rule).length === Object.keys(base).length
    && (Object.keys(rule) as (keyof SerialRule)[]).every((k) => JSON.stringify(rule[k]) === JSON.stringify(base[k]));
  if (same) return fn;
  return { ...fn, serialRules: at >= 0 ? replaceAt(rules, at, rule) : [...rules, rule] };
}

/** Drops a serial field's rule (the field then gets no number). */
export function removeSerial(fn: PackFunction, { field }: SerialRemoveParams): PackFunction {
  const rules = fn.serialRules ?? [];
  return rules.some((r) => r.field === field) ? { ...fn, serialRules: rules.filter((r) => r.field !== field) } : fn;
}

export interface RelatedAddParams { related: RelatedForm }
export interface RelatedUpdateParams { index: number; related: RelatedForm }

const setRelated = (fn: PackFunction, relatedForms: RelatedForm[]) => (relatedForms === fn.relatedForms ? fn : { ...fn, relatedForms });

export const addRelated = (fn: PackFunction, { related }: RelatedAddParams) => ({ ...fn, relatedForms: [...(fn.relatedForms ?? []), related] });
export const updateRelated = (fn: PackFunction, { index, related }: RelatedUpdateParams) => setRelated(fn, replaceAt(fn.relatedForms ?? [], index, related));
export const removeRelated = (fn: PackFunction, { index }: IndexParams) => setRelated(fn, removeAt(fn.relatedForms ?? [], index));
