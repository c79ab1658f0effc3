import type { Form } from '@formily/core';
import { toJS } from '@formily/reactive';

// ArrayTable's drag-sorting writes this bookkeeping key into every row object.
const INTERNAL_KEY = /^__DO_NOT_USE_THIS_PROPERTY_/;

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !INTERNAL_KEY.test(key))
        .map(([key, v]) => [key, strip(v)]),
    );
  }
  return value;
}

/** The form's values as plain JSON for the server, without Formily's internal row keys. */
export function toSubmitValues(form: Form): Record<string, unknown> {
  return strip(toJS(form.values)) as Record<string, unknown>;
}
