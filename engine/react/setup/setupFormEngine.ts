import { Schema } from '@formily/react';
import { registerValidateFormats, registerValidateLocale, setValidateLanguage } from '@formily/core';
import { customFormats, evaluateExpression } from '../../index';
import { registerBuiltinFieldComponents } from '../registry';
import { validateLocaleRu } from './validateLocaleRu';

let done = false;

/**
 * Wires Formily to the engine once per page: `{{ }}` expressions go through the
 * engine's safe evaluator (never `new Function`), the pack formats join the
 * validator, validator messages follow `lang`, and the built-in components register.
 */
export function setupFormEngine(lang: string): void {
  setValidateLanguage(lang);
  if (done) return;
  done = true;
  Schema.registerCompiler((expression: string, scope: object) => evaluateExpression(expression, scope ?? {}));
  registerValidateFormats(customFormats);
  registerValidateLocale(validateLocaleRu);
  registerBuiltinFieldComponents();
}
