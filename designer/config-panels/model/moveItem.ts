/** A copy of `items` with the item at `from` moved to `to` (out-of-range moves answer `items` itself). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items as T[];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** A copy of `items` with the one at `index` replaced (out of range: `items` itself). */
export function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  if (index < 0 || index >= items.length) return items as T[];
  return items.map((x, i) => (i === index ? item : x));
}

/** A copy of `items` without the one at `index` (out of range: `items` itself). */
export function removeAt<T>(items: readonly T[], index: number): T[] {
  if (index < 0 || index >= items.length) return items as T[];
  return items.filter((_, i) => i !== index);
}

/** A copy of `obj` with the keys whose value is `undefined` dropped (the pack meta-schema rejects nothing, but drafts stay tidy). */
export function withoutUndefined<T extends object>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as T;
}
