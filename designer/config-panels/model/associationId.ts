/** A suggestion for the unique association id: the other form's code after this one's (`overtimeLeave`). */
export function suggestAssociationId(own: string, other: string, taken: readonly string[]): string {
  const base = `${own}${other.charAt(0).toUpperCase()}${other.slice(1)}`;
  let id = base;
  for (let n = 2; taken.includes(id); n += 1) id = `${base}${n}`;
  return id;
}
