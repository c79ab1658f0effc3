import { translate } from '../i18n';
import type { Caller, LoadedFunction } from '../records';
import { importLayout, type Column } from './columns';
import type { ParsedRow, RowProblem } from './import';

/** At most this many different names are looked up per file. */
const MAX_NAMES = 1000;

type Values = Record<string, unknown>;

/** The user columns of the sheet: top-level ones and those of each sub-table (by its key). */
function userColumns(c: Caller, f: LoadedFunction): { top: Column[]; sub: { key: string; columns: Column[] }[] } {
  const layout = importLayout(f, c.lang);
  const users = (cols: Column[]) => cols.filter((col) => col.kind === 'user');
  return { top: users(layout.columns), sub: layout.subTables.map((s) => ({ key: s.key, columns: users(s.columns) })).filter((s) => s.columns.length) };
}

/** Every (values, column) pair of a row that holds a user cell. */
function cellsOf(row: ParsedRow, cols: ReturnType<typeof userColumns>): [Values, Column][] {
  const out: [Values, Column][] = cols.top.filter((col) => row.data[col.key] !== undefined).map((col) => [row.data, col]);
  for (const s of cols.sub) {
    const lines = row.data[s.key];
    if (!Array.isArray(lines)) continue;
    for (const line of lines as Values[]) for (const col of s.columns) if (line[col.key] !== undefined) out.push([line, col]);
  }
  return out;
}

const namesIn = (v: unknown): string[] => (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string');

/**
 * User cells may name a member by login name or full name instead of the id
 * (a payroll sheet lists people, not numbers): resolves them in place, a login
 * name first, else a full name only one member has. A name no member has, or
 * a full name several share, is a problem of its row.
 */
export async function resolveUserNames(c: Caller, f: LoadedFunction, rows: ParsedRow[]): Promise<RowProblem[]> {
  const cols = userColumns(c, f);
  if (!cols.top.length && !cols.sub.length) return [];
  const names = new Set<string>();
  for (const row of rows) for (const [values, col] of cellsOf(row, cols)) for (const n of namesIn(values[col.key])) names.add(n);
  if (!names.size) return [];
  const wanted = [...names].slice(0, MAX_NAMES);
  const found = await c.data.users.membersNamed(wanted);
  const byLogin = new Map(found.map((m) => [m.userName, m.id]));
  const byFullName = new Map<string, number[]>();
  for (const m of found) byFullName.set(m.fullName, [...(byFullName.get(m.fullName) ?? []), m.id]);
  const idOf = (name: string): number | undefined => {
    const login = byLogin.get(name);
    if (login !== undefined) return login;
    const ids = byFullName.get(name) ?? [];
    return ids.length === 1 ? ids[0] : undefined;
  };
  const problems: RowProblem[] = [];
  for (const row of rows) {
    const reasons: string[] = [];
    for (const [values, col] of cellsOf(row, cols)) {
      const v = values[col.key];
      const resolved = (Array.isArray(v) ? v : [v]).map((x) => (typeof x === 'string' ? idOf(x) ?? x : x));
      for (const bad of resolved.filter((x): x is string => typeof x === 'string')) reasons.push(translate(c.lang, 'importBadValue', { field: col.header, value: bad }));
      values[col.key] = Array.isArray(v) ? resolved : resolved[0];
    }
    if (reasons.length) problems.push({ row: row.row, reason: reasons.join('; ') });
  }
  return problems;
}
