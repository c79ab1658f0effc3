import { businessModel, referenceOf, type ExpressionRule, type FormSchema } from '../../index';
import { ruleValidator, type BrowserRuleRuntime } from './ruleValidator';

function addValidator(node: FormSchema, validator: unknown): void {
  const current = node['x-validator'];
  const list = Array.isArray(current) ? [...current] : current === undefined ? [] : [current];
  list.push(validator);
  node['x-validator'] = list;
}

/**
 * The form schema with its business rules wired for Formily: each `x-rules`
 * entry and each form rule naming a field becomes a validator of that field
 * (row fields per row), and `x-reference` becomes the picker's props
 * (`filtered` makes the picker ask the server for the filtered page); the
 * state field is read-only.
 */
export function withBusinessRules(form: FormSchema, rules: ExpressionRule[] | undefined, runtime: BrowserRuleRuntime, stateField?: string): FormSchema {
  const copy = JSON.parse(JSON.stringify(form)) as FormSchema;
  const model = businessModel({ form: copy, rules: rules ?? [] });
  for (const spot of model.fields) {
    // Only actions write the module's state field: a form shows it, nobody types into it.
    if (stateField && spot.key === stateField && spot.table === undefined) spot.schema['x-pattern'] = 'readOnly';
    for (const rule of (spot.schema['x-rules'] as ExpressionRule[] | undefined) ?? []) {
      addValidator(spot.schema, ruleValidator(rule, runtime, true));
    }
    const ref = referenceOf(spot);
    if (ref) {
      const props = (spot.schema['x-component-props'] ?? {}) as Record<string, unknown>;
      spot.schema['x-component-props'] = {
        ...props, fn: ref.fn, labelField: ref.labelField ?? props.labelField ?? 'name', columns: ref.columns ?? props.columns,
        searchField: ref.searchField ?? props.searchField, multiple: ref.multiple ?? false, filtered: Boolean(ref.filter),
      };
    }
  }
  for (const rule of model.formRules) {
    for (const name of rule.fields ?? []) {
      const spot = model.fields.find((s) => s.key === name && s.table === rule.each);
      if (spot) addValidator(spot.schema, ruleValidator(rule, runtime, false));
    }
  }
  return copy;
}
