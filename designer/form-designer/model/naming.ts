import { IDENTIFIER_PATTERN, type FormSchema, type PackFunction } from '../../../engine/index';
import { scopeFields } from './outline';
import { scopeKeys, type NodePath } from './tree';

/** The engine's identifier pattern (the pack meta-schema's and the server's). */
export const IDENTIFIER = new RegExp(IDENTIFIER_PATTERN);
/** Names the list offers as system columns. */
const RESERVED = new Set(['id', 'createdAt', 'updatedAt']);
const TITLE_MAX = 200;

export type IdentifierProblem = 'required' | 'pattern' | 'reserved' | 'duplicate';
export type TitleProblem = 'required' | 'tooLong' | 'duplicate';

/** The first free `<prefix>_<n>` among the keys of the scope `parent` belongs to (and the declared fields). */
export function nextKey(fn: PackFunction, parent: NodePath, prefix = 'field'): string {
  const taken = scopeKeys(fn.form, parent);
  for (const f of fn.fields) taken.add(f.identifier);
  for (let n = 1; ; n += 1) if (!taken.has(`${prefix}_${n}`)) return `${prefix}_${n}`;
}

/** `base`, or `base 2`, `base 3` ... whichever no other field of the scope is called. */
export function nextTitle(taken: Iterable<string>, base: string): string {
  const names = new Set(taken);
  if (!names.has(base)) return base;
  for (let n = 2; ; n += 1) if (!names.has(`${base} ${n}`)) return `${base} ${n}`;
}

/**
 * Whether `value` may be the identifier of the node at `path` (spec 001 section 5: required,
 * unique). Inside a sub-table it must be unique among that table's keys, else in the form.
 */
export function checkIdentifier(fn: PackFunction, path: NodePath, value: string, form: FormSchema = fn.form): IdentifierProblem | null {
  if (!value) return 'required';
  if (!IDENTIFIER.test(value)) return 'pattern';
  if (RESERVED.has(value)) return 'reserved';
  const own = path[path.length - 1];
  const self = scopeFields(fn, path).find((n) => n.path.join('/') === path.join('/'));
  const current = self?.identifier ?? own;
  if (value === current) return null;
  const taken = scopeKeys(form, path.slice(0, -1));
  if (taken.has(value) || (self?.kind !== 'column' && fn.fields.some((f) => f.identifier === value))) return 'duplicate';
  return null;
}

/**
 * Whether `value` may be the title of the node at `path`: required, at most 200
 * characters, and no other field of its scope has it, compared as written and as
 * shown (`resolve` turns a pack's i18n key into its text).
 */
export function checkTitle(fn: PackFunction, path: NodePath, value: string, resolve: (text: string) => string = (s) => s): TitleProblem | null {
  const text = value.trim();
  if (!text) return 'required';
  if (text.length > TITLE_MAX) return 'tooLong';
  const id = path.join('/');
  const scope = scopeFields(fn, path);
  const self = scope.find((n) => n.id === id);
  const names = new Set<string>();
  for (const n of scope) if (n.id !== id && n.title) names.add(n.title).add(resolve(n.title));
  // Columns are not declared in fields[]; form fields also compare with the declared names.
  if (self?.kind !== 'column') for (const f of fn.fields) if (f.identifier !== self?.identifier) names.add(f.name).add(resolve(f.name));
  return names.has(text) || names.has(resolve(text)) ? 'duplicate' : null;
}
