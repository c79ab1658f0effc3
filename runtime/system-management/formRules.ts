import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { checkField, SETTINGS_FORMS, type FieldRule, type SettingsFormName } from '../../engine/index';
import { isRequestError } from '../request';

/**
 * antd rules for one field of a settings form, from the same engine rules the server
 * checks (one rule, one place); messages from `settingsRule.<code>`.
 */
export function rulesFor(form: SettingsFormName, field: string, t: TFunction): FormRule[] {
  const rule = (SETTINGS_FORMS[form] as Record<string, FieldRule>)[field];
  if (!rule) return [];
  return [{
    required: rule.required,
    validator: async (_: unknown, value: unknown) => {
      const code = checkField(value, rule);
      if (code) throw new Error(t(`settingsRule.${code}`));
    },
  }];
}

/** Marks the fields of a code-14 answer on the form (field paths are the form's names); true when it did. */
export function showFieldErrors(form: FormInstance, error: unknown, rename: Record<string, string> = {}): boolean {
  if (!isRequestError(error) || error.code !== 14) return false;
  form.setFields(error.fieldErrors.map((e) => ({ name: (rename[e.fields] ?? e.fields).split('.'), errors: [e.message] })));
  return true;
}
