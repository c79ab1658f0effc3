import type { OptionItem } from './fieldProps';

/** A value not used yet by the list: `option1`, `option2`, ... */
export function nextOptionValue(options: OptionItem[]): string {
  const used = new Set(options.map((o) => String(o.value)));
  let n = options.length + 1;
  while (used.has(`option${n}`)) n += 1;
  return `option${n}`;
}

/** The options list with `index` moved by `delta` (nothing when it would leave the list). */
export function moveOption(options: OptionItem[], index: number, delta: number): OptionItem[] {
  const to = index + delta;
  if (to < 0 || to >= options.length) return options;
  const next = [...options];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved!);
  return next;
}
