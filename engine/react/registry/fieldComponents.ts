import type React from 'react';
import {
  DatePicker, FormGrid, Input, NumberPicker, Select,
} from '@formily/antd-v5';
import { MoneyInput, MoneyText, SubTable, TestIdFormItem } from '../components';
import { Registry } from '../../index';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldComponent = React.ComponentType<any>;

/** The one registry of components a pack's `x-component` / `x-decorator` may name. */
export const fieldComponents = new Registry<FieldComponent>('field component');

/**
 * Makes a component available to pack schemas. Dotted names such as `Input.TextArea`
 * resolve through the static members of the registered `Input`.
 */
export function registerFieldComponent(name: string, component: FieldComponent, options?: { override?: boolean }): void {
  fieldComponents.register(name, component, options);
}

let builtinsRegistered = false;

/** Registers the built-in components once (FormItem stamps test ids; see runtime/README.md). */
export function registerBuiltinFieldComponents(): void {
  if (builtinsRegistered) return;
  builtinsRegistered = true;
  const builtins: Record<string, FieldComponent> = {
    FormItem: TestIdFormItem,
    FormGrid,
    Input,
    NumberPicker,
    DatePicker,
    Select,
    ArrayTable: SubTable,
    MoneyInput,
    MoneyText,
  };
  for (const [name, component] of Object.entries(builtins)) registerFieldComponent(name, component);
}
