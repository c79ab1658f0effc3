import { createForm } from '@formily/core';
import { autorun } from '@formily/reactive';
import { describe, expect, it } from 'vitest';
import { ExpressionError, evaluateExpression } from '@engine';

// Real Formily models, to prove their observable properties are readable and
// their methods are not.
function setup() {
  const form = createForm({ values: { amount: 10, lines: [{ amount: 5 }, { amount: 7 }] } });
  const field = form.createField({ name: 'amount' });
  const scope = { $form: form, $self: field, $values: form.values, $deps: [field.value] };
  return { form, field, scope };
}

describe('with Formily models in scope', () => {
  it('reads field state, form values and deps', () => {
    const { scope } = setup();
    expect(evaluateExpression('$self.value * 2', scope)).toBe(20);
    expect(evaluateExpression("$form.values.amount + sum($values.lines, 'amount')", scope)).toBe(22);
    expect(evaluateExpression('$deps[0] > 5 && $self.visible', scope)).toBe(true);
  });

  it('refuses their methods and constructors', () => {
    const { scope } = setup();
    for (const src of ['$self.setValue', '$self.setValue(1)', '$form.submit', '$form.constructor', '$self.form.reset']) {
      expect(() => evaluateExpression(src, scope)).toThrow(ExpressionError);
    }
  });

  it('reads through the observable proxies, so reactions track the expression', () => {
    const { form, scope } = setup();
    const seen: unknown[] = [];
    const dispose = autorun(() => {
      seen.push(evaluateExpression("sum($values.lines, 'amount') + $values.amount", scope));
    });
    form.setValuesIn('lines.0.amount', 100);
    form.setValuesIn('amount', 1);
    dispose();
    expect(seen).toEqual([22, 117, 108]);
  });
});
