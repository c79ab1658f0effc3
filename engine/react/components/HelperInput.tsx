import React from 'react';
import { Input as AntdInput } from 'antd';
import type { InputProps } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import { PreviewText } from '@formily/antd-v5';
import { inputHelpers, toNumericEntryText } from '../../index';

/** What a schema may put in `x-component-props` to shape typing (spec 000 section 5). */
export interface InputHelperProps {
  /** `number`, `positiveNumber`, `phone`, `trim` or `numeric` (with `decimals` / `signed`). */
  inputHelper?: string;
  decimals?: number;
  signed?: boolean;
}

/** The text a helper keeps while a person types; trimming happens on blur so inner spaces survive. */
export function applyInputHelper(raw: string, { inputHelper, decimals, signed }: InputHelperProps): string {
  if (inputHelper === 'numeric') return toNumericEntryText(raw, { decimals, signed });
  if (!inputHelper || inputHelper === 'trim') return raw;
  const helper = Object.hasOwn(inputHelpers, inputHelper) ? inputHelpers[inputHelper] : undefined;
  return helper ? helper(raw) : raw;
}

type ChangeTarget = { onChange?: (value: string) => void; onBlur?: React.FocusEventHandler<HTMLElement> };

function helperHandlers(props: InputHelperProps & ChangeTarget) {
  return {
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => props.onChange?.(applyInputHelper(e.target.value, props)),
    onBlur: (e: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const trimmed = e.target.value.trim();
      if (trimmed !== e.target.value) props.onChange?.(trimmed);
      props.onBlur?.(e);
    },
  };
}

type BaseProps<P> = Omit<P, 'onChange'> & InputHelperProps & ChangeTarget;

function InputBase({ inputHelper, decimals, signed, onChange, onBlur, ...rest }: BaseProps<InputProps>) {
  const handlers = helperHandlers({ inputHelper, decimals, signed, onChange, onBlur });
  const inputMode = inputHelper && inputHelper !== 'trim' ? (inputHelper === 'phone' ? 'tel' : 'decimal') : undefined;
  return <AntdInput inputMode={inputMode} {...rest} {...handlers} />;
}

function TextAreaBase({ inputHelper, decimals, signed, onChange, onBlur, ...rest }: BaseProps<TextAreaProps>) {
  return <AntdInput.TextArea {...rest} {...helperHandlers({ inputHelper, decimals, signed, onChange, onBlur })} />;
}

const TextArea = connect(TextAreaBase, mapReadPretty(PreviewText.Input));

const MASK = '••••••';

/** Read-only text; a password never shows its value. */
function InputText(props: React.ComponentProps<typeof PreviewText.Input> & { type?: string }) {
  const { type, value, ...rest } = props;
  return <PreviewText.Input {...rest} value={type === 'password' && value ? MASK : value} />;
}

/**
 * Text input hooked to the input helpers by `x-component-props.inputHelper`; every text is
 * trimmed on blur. Registered as `Input` (with `Input.TextArea`).
 */
export const HelperInput = Object.assign(
  connect(InputBase, mapProps((props, field) => ({
    ...props,
    status: 'selfErrors' in field && field.selfErrors?.length ? 'error' : props.status,
  })), mapReadPretty(InputText)),
  { TextArea },
);
