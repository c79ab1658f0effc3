import { FUNCTION_CODE_PATTERN } from '../../../engine/index';
import type { FunctionInfo, InfoField } from './functionInfo';

/** Function codes (pack meta-schema `code`). */
export const FUNCTION_CODE = new RegExp(FUNCTION_CODE_PATTERN);

/** Errors by field, as i18n keys under `designer.functions.errors`. */
export type InfoErrors = Partial<Record<InfoField, string>>;

const TEXT_LIMIT = 200;

/**
 * Spec 001 section 5: name, business type, permission requirement, display
 * style and menu display name are required; the wizard also needs a valid
 * code. A category's description or icon needs the category's name.
 */
export function validateFunctionInfo(info: FunctionInfo, opts: { requireCode: boolean }): InfoErrors {
  const errors: InfoErrors = {};
  const required = (field: InfoField, value: string) => {
    if (!value.trim()) errors[field] = 'required';
    else if (value.trim().length > TEXT_LIMIT) errors[field] = 'tooLong';
  };
  if (opts.requireCode) {
    if (!info.code.trim()) errors.code = 'required';
    else if (!FUNCTION_CODE.test(info.code.trim())) errors.code = 'code';
  }
  required('name', info.name);
  required('businessType', info.businessType);
  required('displayStyle', info.displayStyle);
  required('menuName', info.menuName);
  if (typeof info.permissionRequired !== 'boolean') errors.permissionRequired = 'required';
  if (info.parentCategory.trim().length > TEXT_LIMIT) errors.parentCategory = 'tooLong';
  for (const level of ['second', 'third'] as const) {
    const c = info[level];
    if (!c.name.trim() && (c.description.trim() || c.icon.trim())) errors[`${level}.name`] = 'categoryName';
    if (c.name.trim().length > TEXT_LIMIT) errors[`${level}.name`] = 'tooLong';
    if (c.description.trim().length > 500) errors[`${level}.description`] = 'tooLong';
  }
  if (info.description.trim().length > 2000) errors.description = 'tooLong';
  return errors;
}

export const hasErrors = (errors: InfoErrors) => Object.keys(errors).length > 0;
