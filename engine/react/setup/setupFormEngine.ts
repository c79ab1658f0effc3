import { Schema } from '@formily/react';
import { registerValidateFormats, registerValidateLocale, registerValidateRules, setValidateLanguage } from '@formily/core';
import { customFormats, evaluateExpression } from '../../index';
import { registerBuiltinFieldComponents } from '../registry';
import { registerBuiltinFieldTypes } from '../fields';
import { validateLocaleRu } from './validateLocaleRu';
import { linearPatternRule } from './linearPatternRule';

let done = false;

/**
 * Formily's expression compiler: the engine's safe evaluator. An expression it refuses
 * (an escape attempt, a syntax error) yields `undefined` instead of breaking the form.
 */
export function compileSchemaExpression(expression: string, scope: object): unknown {
  try {
    return evaluateExpression(expression, scope ?? {});
  } catch {
    return undefined;
  }
}

/**
 * Wires Formily to the engine once per page: `{{ }}` expressions go through the
 * engine's safe evaluator (never `new Function`), the pack formats join the
 * validator, `pattern` rules run on the linear-time engine, validator messages follow `lang`, and the built-in components register.
 */
export function setupFormEngine(lang: string): void {
  setValidateLanguage(lang);
  if (done) return;
  done = true;
  Schema.registerCompiler(compileSchemaExpression);
  registerValidateFormats(customFormats);
  registerValidateRules({ pattern: linearPatternRule });
  registerValidateLocale(validateLocaleRu);
  registerBuiltinFieldComponents();
  registerBuiltinFieldTypes();
}
