import {
  buttonProblems, relatedFormProblems, serialRuleProblems, MAX_PADDING, SERIAL_RESETS,
  type ButtonConfig, type ConfigProblem, type RelatedForm, type SerialRule,
} from '../../../engine/index';

export { MAX_PADDING, SERIAL_RESETS };

/**
 * Problems of one edited item, by its property: an i18n key under
 * `designer.panels.errors`. The rules are the engine's, the same the server
 * checks on save and publish (spec 001 section 5).
 */
export type ItemErrors = Record<string, string>;

// The first problem of each property.
function byProperty(problems: readonly ConfigProblem[]): ItemErrors {
  const out: ItemErrors = {};
  for (const p of problems) out[p.path] ??= p.code;
  return out;
}

/** Button: name, state, action, dialog title and colour are required; a fill button needs its target form and complete fill rows. */
export const buttonErrors = (b: Partial<ButtonConfig>): ItemErrors => byProperty(buttonProblems(b));

/** Serial rule: padding length (an integer 0-20) and reset rule are required; start and step are integers, the step at least 1. */
export const serialErrors = (r: Partial<SerialRule>): ItemErrors => byProperty(serialRuleProblems(r));

/**
 * Related form: the other form, the current-form field and the association field are
 * required; the association id is required and unique among the function's related forms.
 */
export const relatedErrors = (r: Partial<RelatedForm>, all: readonly RelatedForm[], index: number | null): ItemErrors =>
  byProperty(relatedFormProblems(r, all, index));

export const hasErrors = (e: ItemErrors) => Object.keys(e).length > 0;
