import type { PackFunction } from './types';

/** Where in the function a text is shown, for the translations list. */
export type TextArea = 'function' | 'menu' | 'category' | 'field' | 'form' | 'option' | 'list' | 'button' | 'related' | 'rule' | 'flow' | 'print' | 'dashboard' | 'other';

/** One text of the function, as the definition holds it (a literal or a key of its pack), with where it is used. */
export interface FunctionText { text: string; area: TextArea; count: number }

/** The languages a designer function's texts are entered in (issue 12 item 8). */
export const TEXT_LANGS = ['zh-CN', 'en-US', 'ru-RU'] as const;
export type TextLang = (typeof TEXT_LANGS)[number];

// Keys whose string values people read; everything else (identifiers, expressions, components) is left alone.
const TEXT_KEYS = new Set(['name', 'displayName', 'title', 'label', 'description', 'message', 'placeholder', 'dialogTitle', 'tooltip', 'extra']);
// Parts that hold expressions or code, never texts.
const SKIP_KEYS = new Set(['x-reactions', 'x-default', 'x-compute', 'x-when', 'expression', 'guard', 'filter', 'x-component', 'x-decorator']);
const MAX_DEPTH = 64;

const AREAS: Record<string, TextArea> = {
  name: 'function', description: 'function', menu: 'menu', categories: 'category', fields: 'field', form: 'form', list: 'list',
  search: 'list', buttons: 'button', relatedForms: 'related', rules: 'rule', actions: 'rule', stateField: 'rule', flow: 'flow',
  print: 'print', dashboards: 'dashboard',
};

const isExpression = (s: string) => s.trimStart().startsWith('{{');

/**
 * Every text of the function, found by walking the definition: the values of text keys
 * (names, titles, labels, descriptions, messages, placeholders), outside expressions.
 * In order of first use; a text used in several places is listed once.
 */
export function collectTexts(fn: PackFunction): FunctionText[] {
  const found = new Map<string, FunctionText>();
  const walk = (value: unknown, area: TextArea, depth: number, inEnum: boolean) => {
    if (depth > MAX_DEPTH || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const v of value) walk(v, area, depth + 1, inEnum);
      return;
    }
    for (const [key, v] of Object.entries(value)) {
      if (SKIP_KEYS.has(key)) continue;
      if (typeof v === 'string') {
        if (!TEXT_KEYS.has(key) || !v.trim() || isExpression(v)) continue;
        const at = inEnum && key === 'label' ? 'option' : area;
        const entry = found.get(v);
        if (entry) entry.count += 1;
        else found.set(v, { text: v, area: at, count: 1 });
      } else {
        walk(v, area, depth + 1, key === 'enum');
      }
    }
  };
  for (const [key, v] of Object.entries(fn)) {
    const area = AREAS[key] ?? 'other';
    if (typeof v === 'string') {
      if (TEXT_KEYS.has(key) && v.trim()) {
        const entry = found.get(v);
        if (entry) entry.count += 1;
        else found.set(v, { text: v, area, count: 1 });
      }
    } else walk(v, area, 0, false);
  }
  return [...found.values()];
}
