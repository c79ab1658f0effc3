/**
 * An XML NCName made from any text: characters outside `A-Z a-z 0-9 _ . -`
 * become `_`, and a name that would not start with a letter or `_` gets a
 * `_` in front.
 */
export function toNcName(raw: string, fallback = 'id'): string {
  const cleaned = String(raw ?? '').replace(/[^A-Za-z0-9_.-]/g, '_');
  if (cleaned === '') return fallback;
  return /^[A-Za-z_]/.test(cleaned) ? cleaned : `_${cleaned}`;
}

/** Hands out unique NCNames: the wanted name, or it with `_2`, `_3`, ... when taken. */
export type IdAllocator = (wanted: string) => string;

/** A fresh allocator; every id of one BPMN document must come from the same one. */
export function createIdAllocator(): IdAllocator {
  const used = new Set<string>();
  return (wanted) => {
    const base = toNcName(wanted);
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}_${n}`;
    used.add(id);
    return id;
  };
}
