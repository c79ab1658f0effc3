import type { Form } from '@formily/core';
import { reaction } from '@formily/reactive';
import { evaluateExpression } from '../../index';
import type { ComputedField } from './collectComputedFields';

type Dispose = () => void;

function safeEvaluate(expression: string, scope: object): unknown {
  try {
    return evaluateExpression(expression, scope);
  } catch {
    // A half-filled form (empty rows, missing numbers) must not break rendering.
    return undefined;
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}

function watchTopLevel(form: Form, { path, expression }: ComputedField): Dispose {
  return reaction(
    () => safeEvaluate(expression, { ...form.values }),
    (value) => {
      if (!sameValue(form.getValuesIn(path), value)) form.setValuesIn(path, value);
    },
    { fireImmediately: true },
  );
}

/** One level of rows: `lines.*.subtotal` sees the row's fields plus the form's values. */
function watchRows(form: Form, { path, expression }: ComputedField): Dispose {
  const [arrayPath, rest] = path.split('.*.');
  return reaction(
    () => {
      const rows = form.getValuesIn(arrayPath);
      if (!Array.isArray(rows)) return [];
      return rows.map((row) => safeEvaluate(expression, { ...form.values, ...row, $record: row }));
    },
    (values: unknown[]) => {
      values.forEach((value, index) => {
        const target = `${arrayPath}.${index}.${rest}`;
        if (!sameValue(form.getValuesIn(target), value)) form.setValuesIn(target, value);
      });
    },
    { fireImmediately: true },
  );
}

/**
 * Keeps every computed field up to date: each `x-compute` becomes a Formily reaction
 * evaluated with the engine's safe evaluator over the live form values.
 * Returns one function that stops them all.
 */
export function createComputeReactions(form: Form, fields: ComputedField[]): Dispose {
  const disposers = fields.map((field) =>
    field.path.includes('*') ? watchRows(form, field) : watchTopLevel(form, field),
  );
  return () => disposers.forEach((dispose) => dispose());
}
