import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ItemErrors } from '../model/validation';

/**
 * An antd form rule that asks the panels' pure validator about one property, so the
 * inline messages and the unit-tested rules are the same thing.
 */
export function itemRule<V>(errorsOf: (values: V) => ItemErrors, key: string, form: FormInstance<V>, t: (k: string) => string): Rule {
  return {
    validator: async () => {
      const problem = errorsOf(form.getFieldsValue(true) as V)[key];
      if (problem) throw new Error(t(`designer.panels.errors.${problem}`));
    },
  };
}
