import { isDataField } from '@formily/core';
import type { DataField, Form } from '@formily/core';
import { reaction } from '@formily/reactive';

/** One entry of a code-14 answer's `reqFieldErrorList`. */
export interface ServerFieldError {
  /** Data path, e.g. `lines.1.amount` (Formily resolves it to the field's address, void columns included). */
  fields: string;
  fieldStr?: string;
  message: string;
  index?: number;
}

const FEEDBACK_CODE = 'ServerError';

function findField(form: Form, path: string): DataField | undefined {
  // Exact address first, then the closest existing ancestor (a row or the table).
  const segments = path.split('.');
  while (segments.length) {
    const field = form.query(segments.join('.')).take();
    if (field && isDataField(field)) return field;
    segments.pop();
  }
  return undefined;
}

function clearWhenEdited(field: DataField): void {
  const stop = reaction(
    () => field.value,
    () => {
      field.setFeedback({ type: 'error', code: FEEDBACK_CODE, messages: [] });
      stop();
    },
  );
}

/**
 * Marks the fields a code-14 answer names: each gets an error feedback shown under the
 * field by FormItem, cleared when the user edits that field. Returns the paths it
 * could not place (the caller may show those another way).
 */
export function applyServerFieldErrors(form: Form, errors: ServerFieldError[] | undefined): string[] {
  const unplaced: string[] = [];
  const byField = new Map<DataField, string[]>();
  for (const error of errors ?? []) {
    const field = error.fields ? findField(form, error.fields) : undefined;
    if (!field) {
      unplaced.push(error.fields);
      continue;
    }
    byField.set(field, [...(byField.get(field) ?? []), error.message]);
  }
  byField.forEach((messages, field) => {
    field.setFeedback({ type: 'error', code: FEEDBACK_CODE, messages });
    clearWhenEdited(field);
  });
  return unplaced;
}
