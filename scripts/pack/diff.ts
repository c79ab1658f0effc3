import type { Pack, PackFunction } from '../../engine/index';

type PackMenu = Pack['menus'][number];

/** One difference between the installed copy of a pack and a new one. */
export interface PackChange {
  change: 'added' | 'removed' | 'changed';
  kind: 'function' | 'field' | 'menu';
  /** `fn` for functions and menus' codes, `fn.identifier` for fields. */
  name: string;
  /** For `changed`: what differs (`type text -> number`, `form, list`). */
  detail?: string;
}

/** What an installed pack holds now (server `readInstalledPack`). */
export interface PackContents {
  functions: PackFunction[];
  menus: PackMenu[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Added, removed and changed entries of two lists keyed by `keyOf`. */
function compare<T>(before: T[], after: T[], keyOf: (t: T) => string, onBoth: (a: T, b: T, key: string) => void) {
  const old = new Map(before.map((t) => [keyOf(t), t]));
  const next = new Map(after.map((t) => [keyOf(t), t]));
  const added = [...next.keys()].filter((k) => !old.has(k));
  const removed = [...old.keys()].filter((k) => !next.has(k));
  for (const [k, b] of next) {
    const a = old.get(k);
    if (a !== undefined) onBoth(a, b, k);
  }
  return { added, removed };
}

function changedProps(a: object, b: object, skip: string[] = []): string[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !skip.includes(k));
  return keys.filter((k) => !same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** `type "text" -> "number", searchable null -> true` for small objects (fields, menus). */
function valueChanges<T extends object>(a: T, b: T): string {
  const show = (o: T, k: string) => JSON.stringify((o as Record<string, unknown>)[k] ?? null);
  return changedProps(a, b).map((k) => `${k} ${show(a, k)} -> ${show(b, k)}`).join(', ');
}

function functionChanges(a: PackFunction, b: PackFunction, out: PackChange[]): void {
  const parts = changedProps(a, b, ['fields']);
  if (parts.length) out.push({ change: 'changed', kind: 'function', name: a.code, detail: parts.join(', ') });
  const { added, removed } = compare(a.fields, b.fields, (f) => f.identifier, (x, y, id) => {
    if (!same(x, y)) out.push({ change: 'changed', kind: 'field', name: `${a.code}.${id}`, detail: valueChanges(x, y) });
  });
  for (const id of added) out.push({ change: 'added', kind: 'field', name: `${a.code}.${id}` });
  for (const id of removed) out.push({ change: 'removed', kind: 'field', name: `${a.code}.${id}` });
}

/** What installing `next` over `installed` would change: functions, their fields, and menus. */
export function diffPack(installed: PackContents, next: PackContents): PackChange[] {
  const out: PackChange[] = [];
  const fns = compare(installed.functions, next.functions, (f) => f.code, (a, b) => functionChanges(a, b, out));
  out.unshift(
    ...fns.added.map((name): PackChange => ({ change: 'added', kind: 'function', name })),
    ...fns.removed.map((name): PackChange => ({ change: 'removed', kind: 'function', name })),
  );
  const menus = compare(installed.menus, next.menus, (m) => m.code, (a, b, code) => {
    if (!same(a, b)) out.push({ change: 'changed', kind: 'menu', name: code, detail: valueChanges(a, b) });
  });
  for (const name of menus.added) out.push({ change: 'added', kind: 'menu', name });
  for (const name of menus.removed) out.push({ change: 'removed', kind: 'menu', name });
  return out;
}

const SIGN = { added: '+', removed: '-', changed: '~' } as const;

/** One line per change: `+ field overtime.reason`, `~ function overtime: form, list`. */
export function formatChange(c: PackChange): string {
  const note = c.change === 'removed' && c.kind === 'function' ? ' (no longer in the pack: stays installed, records kept)' : '';
  return `${SIGN[c.change]} ${c.kind} ${c.name}${c.detail ? `: ${c.detail}` : ''}${note}`;
}
