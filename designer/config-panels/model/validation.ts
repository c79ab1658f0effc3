import type { ButtonConfig, RelatedForm, SerialRule } from '../../../engine/index';

/**
 * Problems of one edited item, by its property: an i18n key under
 * `designer.panels.errors` (spec 001 section 5; server/design/check.ts says the same).
 */
export type ItemErrors = Record<string, string>;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const SERIAL_RESETS = ['never', 'daily', 'monthly', 'yearly'] as const;
export const MAX_PADDING = 20;

/** Button: name, state, action, dialog title and colour are required; a fill button needs its target form and complete fill rows. */
export function buttonErrors(b: Partial<ButtonConfig>): ItemErrors {
  const out: ItemErrors = {};
  for (const k of ['name', 'state', 'action', 'dialogTitle', 'colour'] as const) if (blank(b[k])) out[k] = 'required';
  if (b.action === 'fill') {
    if (blank(b.targetForm)) out.targetForm = 'required';
    (b.fills ?? []).forEach((f, i) => {
      if (blank(f?.to)) out[`fills.${i}.to`] = 'required';
      if (f?.mode === 'current' && blank(f.from)) out[`fills.${i}.from`] = 'required';
    });
  }
  return out;
}

/** Serial rule: padding length (an integer 0-20) and reset rule are required; start and step are integers, the step at least 1. */
export function serialErrors(r: Partial<SerialRule>): ItemErrors {
  const out: ItemErrors = {};
  if (blank(r.padding)) out.padding = 'required';
  else if (!Number.isInteger(r.padding) || r.padding! < 0 || r.padding! > MAX_PADDING) out.padding = 'padding';
  if (!(SERIAL_RESETS as readonly unknown[]).includes(r.reset)) out.reset = 'required';
  if (r.start !== undefined && !Number.isInteger(r.start)) out.start = 'integer';
  if (r.step !== undefined && (!Number.isInteger(r.step) || r.step < 1)) out.step = 'step';
  return out;
}

/**
 * Related form: the other form, the current-form field and the association field are
 * required; the association id is required and unique among the function's related forms.
 */
export function relatedErrors(r: Partial<RelatedForm>, all: readonly RelatedForm[], index: number | null): ItemErrors {
  const out: ItemErrors = {};
  for (const k of ['form', 'currentField', 'associationField', 'associationId'] as const) if (blank(r[k])) out[k] = 'required';
  if (!out.associationId && all.some((x, i) => i !== index && x.associationId === r.associationId)) out.associationId = 'unique';
  if (blank(r.order)) out.order = 'required';
  else if (!Number.isInteger(r.order)) out.order = 'integer';
  return out;
}

export const hasErrors = (e: ItemErrors) => Object.keys(e).length > 0;
