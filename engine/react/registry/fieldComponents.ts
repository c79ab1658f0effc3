import type React from 'react';
import {
  Checkbox, DatePicker, FormGrid, NumberPicker, Radio, Select,
} from '@formily/antd-v5';
import {
  AttachmentUpload, DateTimePicker, DepartmentPicker, editsOnFocus, HelperInput, MoneyInput, MoneyText, NumericInput,
  PercentInput, RelatedRecordPicker, SerialNumber, SignaturePad, SubTable, SwitchField, TestIdFormItem, UserPicker,
  useDatePlaceholder, useDepartmentPlaceholder, useRelatedPlaceholder, useUserPlaceholder,
} from '../components';
import { Registry } from '../../index';
import { registerFormilyComponents } from '../formily';

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

/** Pickers and choice lists in a wide sub-table: announced as comboboxes, their list or panel open on a press. */
const PICKER_CELL = { role: 'combobox', openOnPress: true } as const;

/**
 * Registers the built-in components once (FormItem stamps test ids; see runtime/README.md).
 * Each field type of `engine/react/fields` names one of these as its form renderer.
 */
export function registerBuiltinFieldComponents(): void {
  if (builtinsRegistered) return;
  builtinsRegistered = true;
  const builtins: Record<string, FieldComponent> = {
    FormItem: TestIdFormItem,
    FormGrid,
    // Text boxes, date pickers, choice lists and people, department and record pickers show text in a
    // wide sub-table until focused (`editsOnFocus`; `Input.TextArea` and `DatePicker.RangePicker` too);
    // an empty cell shows the placeholder the control would, the pickers' own included.
    Input: editsOnFocus(HelperInput),
    NumberPicker: editsOnFocus(NumberPicker),
    NumericInput: editsOnFocus(NumericInput),
    DatePicker: editsOnFocus(DatePicker, { ...PICKER_CELL, usePlaceholder: useDatePlaceholder }),
    DateTimePicker: editsOnFocus(DateTimePicker, { ...PICKER_CELL, usePlaceholder: useDatePlaceholder }),
    Select: editsOnFocus(Select, PICKER_CELL),
    Radio,
    Checkbox,
    Switch: SwitchField,
    ArrayTable: SubTable,
    MoneyInput: editsOnFocus(MoneyInput),
    MoneyText,
    PercentInput: editsOnFocus(PercentInput),
    UserPicker: editsOnFocus(UserPicker, { ...PICKER_CELL, usePlaceholder: useUserPlaceholder }),
    DepartmentPicker: editsOnFocus(DepartmentPicker, { ...PICKER_CELL, usePlaceholder: useDepartmentPlaceholder }),
    AttachmentUpload,
    SerialNumber,
    RelatedRecordPicker: editsOnFocus(RelatedRecordPicker, { ...PICKER_CELL, usePlaceholder: useRelatedPlaceholder }),
    SignaturePad,
  };
  for (const [name, component] of Object.entries(builtins)) registerFieldComponent(name, component);
  registerFormilyComponents(registerFieldComponent);
}
