/** The tables a query names (FROM, JOIN, INTO, subqueries), from its Kysely operation tree. */
export function tablesOf(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) tablesOf(n, out);
  else if (node && typeof node === 'object') {
    const n = node as { kind?: string; table?: { identifier?: { name?: string } } };
    if (n.kind === 'TableNode' && n.table?.identifier?.name) out.add(n.table.identifier.name);
    for (const v of Object.values(node)) if (v && typeof v === 'object') tablesOf(v, out);
  }
  return out;
}
