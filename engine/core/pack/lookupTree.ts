import type { LookupItem, PathError } from './types';

/** Separator between an item's ancestors and itself in a tree lookup's option label. */
export const LOOKUP_PATH_SEPARATOR = ' / ';

const parentsOf = (items: readonly LookupItem[]) => new Map(items.map((i) => [i.code, i.parent]));

/** The codes from the root down to `code` (cut at the first repeat, so a cycle cannot loop). */
function pathTo(code: string, parents: Map<string, string | undefined>): string[] {
  const path: string[] = [];
  for (let c: string | undefined = code; c !== undefined && !path.includes(c); c = parents.get(c)) path.unshift(c);
  return path;
}

/**
 * Problems of the tree lookups (items naming a `parent`): the parent must be an
 * item of the same lookup, and no item may be its own ancestor.
 */
export function lookupTreeProblems(group: Record<string, readonly LookupItem[]> | undefined, base: string): PathError[] {
  const out: PathError[] = [];
  for (const [name, items] of Object.entries(group ?? {})) {
    const parents = parentsOf(items);
    items.forEach((item, i) => {
      if (item.parent === undefined) return;
      const path = `${base}/${name}/${i}/parent`;
      if (!parents.has(item.parent)) out.push({ path, message: `unknown parent "${item.parent}"` });
      else if (rootOf(item.code, parents) === undefined) out.push({ path, message: `"${item.code}" is its own ancestor` });
    });
  }
  return out;
}

/** The item at the top of `code`'s ancestry, or undefined when the ancestry loops. */
function rootOf(code: string, parents: Map<string, string | undefined>): string | undefined {
  const seen = new Set<string>();
  let c = code;
  for (;;) {
    if (seen.has(c)) return undefined;
    seen.add(c);
    const p = parents.get(c);
    if (p === undefined || !parents.has(p)) return c;
    c = p;
  }
}

/**
 * A lookup as select options. Items of a tree lookup come depth first, each
 * labelled with its ancestors (`Computers / Laptops`); a flat lookup keeps its
 * order and plain names. `text` translates a name.
 */
export function lookupOptions(items: readonly LookupItem[], text: (name: string) => string): { label: string; value: string }[] {
  const parents = parentsOf(items);
  const nameOf = new Map(items.map((i) => [i.code, i.name]));
  const label = (code: string) => pathTo(code, parents).map((c) => text(nameOf.get(c) ?? c)).join(LOOKUP_PATH_SEPARATOR);
  if (!items.some((i) => i.parent !== undefined)) return items.map((i) => ({ label: text(i.name), value: i.code }));
  const children = (parent: string | undefined) => items.filter((i) => (parent === undefined ? !i.parent || !parents.has(i.parent) : i.parent === parent));
  const out: { label: string; value: string }[] = [];
  const visit = (item: LookupItem, depth: number) => {
    if (depth > items.length || out.some((o) => o.value === item.code)) return;
    out.push({ label: label(item.code), value: item.code });
    for (const child of children(item.code)) visit(child, depth + 1);
  };
  for (const root of children(undefined)) visit(root, 0);
  return out;
}
