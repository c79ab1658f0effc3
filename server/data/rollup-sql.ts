import type { Dialect } from '../db';
import { isFieldIdentifier } from './json-field';
import { valueForms } from './record-aggregate';
import type { RollupSpec } from './rollup-spec';

/**
 * SQL text of the rollup triggers and backfill (DDL takes no bound parameters, so
 * every value written here is checked or quoted). Field reads mirror
 * record-aggregate.ts: the same group expression, the same `where` forms, so a
 * rollup groups and filters exactly as the GROUP BY over `fn_records` does.
 */

const MEASURE_COLUMNS = ['s0', 's1', 's2', 's3'];
const COUNT_COLUMNS = ['c0', 'c1', 'c2', 'c3'];
export const ROLLUP_KEY_COLUMNS = 'tenant_id, fn_id, chart, grp_null, grp, created_by';

function checkFnId(fnId: number): void {
  if (!Number.isSafeInteger(fnId) || fnId <= 0) throw new Error(`bad function id ${fnId}`);
}

/** A literal for SQL text: finite numbers as they are, text quoted. */
export function literal(v: string | number): string {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`not a finite number: ${v}`);
    return String(v);
  }
  if (v.includes('\0')) throw new Error('a chart value holds characters a rollup cannot quote');
  return `'${v.replace(/'/g, "''")}'`;
}

/** `row` is NEW, OLD or fn_records. */
function fieldText(dialect: Dialect, row: string, field: string): string {
  if (!isFieldIdentifier(field)) throw new Error(`not a field identifier: ${JSON.stringify(field)}`);
  return dialect === 'sqlite' ? `json_extract(${row}.data, '$.${field}')` : `(${row}.data->>'${field}')`;
}

/**
 * A numeric field's value to add. SQLite: `+ 0` reads text as SUM does ('abc' adds 0).
 * PostgreSQL: text that is no number counts as NULL, so a stray value never fails a write
 * (the GROUP BY path's `::numeric` would fail that chart instead).
 */
function numberValue(dialect: Dialect, row: string, field: string): string {
  const text = fieldText(dialect, row, field);
  if (dialect === 'sqlite') return text;
  return `(CASE WHEN ${text} ~ '^\\s*[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?\\s*$' THEN ${text}::numeric END)`;
}

function groupValue(dialect: Dialect, row: string, spec: RollupSpec): string {
  if (!spec.group) return 'NULL';
  const text = fieldText(dialect, row, spec.group.field);
  if (spec.group.by === 'month') return `substr(${text}, 1, 7)`;
  if (spec.group.by === 'year') return `substr(${text}, 1, 4)`;
  return text;
}

function whereText(dialect: Dialect, row: string, spec: RollupSpec): string[] {
  return spec.where.map((w) => `${fieldText(dialect, row, w.field)} IN (${w.values.flatMap((v) => valueForms(dialect, v)).map(literal).join(', ')})`);
}

const columnList = (spec: RollupSpec) => [ROLLUP_KEY_COLUMNS, 'n', ...spec.numbers.flatMap((_, i) => [MEASURE_COLUMNS[i]!, COUNT_COLUMNS[i]!])].join(', ');

/** SQLite: adds (sign 1) or takes away (sign -1) one record's figures, when `guard` holds. */
function upsertText(dialect: Dialect, fnId: number, spec: RollupSpec, row: string, sign: 1 | -1, guard: string): string {
  const g = groupValue(dialect, row, spec);
  const values = spec.numbers.flatMap((field) => {
    const v = numberValue(dialect, row, field);
    const added = dialect === 'sqlite' ? `COALESCE(${v} + 0, 0)` : `COALESCE(${v}, 0)`;
    return [`${sign} * ${added}`, `CASE WHEN ${v} IS NOT NULL THEN ${sign} ELSE 0 END`];
  });
  const self = dialect === 'postgres' ? 'dashboard_rollups.' : '';
  const sets = ['n', ...spec.numbers.flatMap((_, i) => [MEASURE_COLUMNS[i]!, COUNT_COLUMNS[i]!])]
    .map((c) => `${c} = ${self}${c} + excluded.${c}`);
  return `INSERT INTO dashboard_rollups (${columnList(spec)})
    SELECT ${row}.tenant_id, ${fnId}, ${literal(spec.key)}, CASE WHEN ${g} IS NULL THEN 1 ELSE 0 END, COALESCE(${g}, ''), ${row}.created_by, ${sign}${values.map((v) => `, ${v}`).join('')}
    WHERE ${[guard, ...whereText(dialect, row, spec)].join(' AND ')}
    ON CONFLICT (${ROLLUP_KEY_COLUMNS}) DO UPDATE SET ${sets.join(', ')}`;
}

/** Fills one rollup from the function's live records (at install, publish or upgrade). */
export function backfillText(dialect: Dialect, fnId: number, spec: RollupSpec): string {
  checkFnId(fnId);
  const g = groupValue(dialect, 'fn_records', spec);
  const inner = spec.numbers.map((field, i) => `, ${numberValue(dialect, 'fn_records', field)} AS v${i}`).join('');
  const sums = spec.numbers.map((_, i) => (dialect === 'sqlite' ? `, SUM(COALESCE(v${i} + 0, 0)), COUNT(v${i})` : `, COALESCE(SUM(v${i}), 0), COUNT(v${i})`)).join('');
  const where = [`fn_records.fn_id = ${fnId}`, 'fn_records.deleted_at IS NULL', ...whereText(dialect, 'fn_records', spec)].join(' AND ');
  return `INSERT INTO dashboard_rollups (${columnList(spec)})
    SELECT tenant_id, ${fnId}, ${literal(spec.key)}, CASE WHEN g IS NULL THEN 1 ELSE 0 END, COALESCE(g, ''), created_by, COUNT(*)${sums}
    FROM (SELECT fn_records.tenant_id, fn_records.created_by, ${g} AS g${inner} FROM fn_records WHERE ${where}) r
    GROUP BY tenant_id, created_by, g`;
}

const triggerName = (fnId: number, event: string) => `dashboard_rollup_${fnId}_${event}`;
const EVENTS = ['ins', 'del', 'upd'] as const;
/** The columns whose change moves a record between rollup rows. */
const WATCHED = 'tenant_id, fn_id, data, created_by, deleted_at';

/** SQLite: statements removing a function's rollup triggers. */
export function dropTriggerTexts(fnId: number): string[] {
  checkFnId(fnId);
  return EVENTS.map((e) => `DROP TRIGGER IF EXISTS ${triggerName(fnId, e)}`);
}

/**
 * SQLite: statements creating the row triggers that keep a function's rollups in step
 * with every write of `fn_records` (insert, update of the watched columns, delete): the
 * old row's figures leave its rollup rows, the new row's join theirs, both only while live.
 */
export function createTriggerTexts(fnId: number, specs: RollupSpec[]): string[] {
  checkFnId(fnId);
  const add = (row: string, guard: string) => specs.map((s) => upsertText('sqlite', fnId, s, row, 1, guard));
  const take = (row: string, guard: string) => specs.map((s) => upsertText('sqlite', fnId, s, row, -1, guard));
  const oldLive = `OLD.fn_id = ${fnId} AND OLD.deleted_at IS NULL`;
  const newLive = `NEW.fn_id = ${fnId} AND NEW.deleted_at IS NULL`;
  const body = (statements: string[]) => statements.map((st) => `${st};`).join('\n');
  return [
    `CREATE TRIGGER ${triggerName(fnId, 'ins')} AFTER INSERT ON fn_records WHEN NEW.fn_id = ${fnId} BEGIN\n${body(add('NEW', newLive))}\nEND`,
    `CREATE TRIGGER ${triggerName(fnId, 'del')} AFTER DELETE ON fn_records WHEN OLD.fn_id = ${fnId} BEGIN\n${body(take('OLD', oldLive))}\nEND`,
    `CREATE TRIGGER ${triggerName(fnId, 'upd')} AFTER UPDATE OF ${WATCHED} ON fn_records WHEN OLD.fn_id = ${fnId} OR NEW.fn_id = ${fnId} BEGIN\n${body([...take('OLD', oldLive), ...add('NEW', newLive)])}\nEND`,
  ];
}

/**
 * PostgreSQL: what migration 017's statement triggers run for one rollup, over the
 * statement's transition tables (`ot` old rows, `nt` new rows): the written records'
 * figures summed per rollup row first, so each row is updated once per statement, and
 * in key order, so two bulk writes meeting on the same rows take them in the same order.
 */
export function statementTexts(fnId: number, spec: RollupSpec): { onInsert: string; onDelete: string; onUpdate: string } {
  checkFnId(fnId);
  const part = (table: 'ot' | 'nt', sign: 1 | -1) => {
    const values = spec.numbers.map((field, i) => `, ${numberValue('postgres', table, field)} AS v${i}`).join('');
    const where = [`${table}.fn_id = ${fnId}`, `${table}.deleted_at IS NULL`, ...whereText('postgres', table, spec)].join(' AND ');
    return `SELECT ${table}.tenant_id, ${table}.created_by, ${groupValue('postgres', table, spec)} AS g${values}, ${sign} AS sign FROM ${table} WHERE ${where}`;
  };
  const sums = spec.numbers.map((_, i) => `, SUM(sign * COALESCE(v${i}, 0)), SUM(CASE WHEN v${i} IS NOT NULL THEN sign ELSE 0 END)`).join('');
  const sets = ['n', ...spec.numbers.flatMap((_, i) => [MEASURE_COLUMNS[i]!, COUNT_COLUMNS[i]!])].map((c) => `${c} = dashboard_rollups.${c} + excluded.${c}`);
  const upsert = (parts: string[]) => `INSERT INTO dashboard_rollups (${columnList(spec)})
    SELECT tenant_id, ${fnId}, ${literal(spec.key)}, CASE WHEN g IS NULL THEN 1 ELSE 0 END, COALESCE(g, ''), created_by, SUM(sign)${sums}
    FROM (${parts.join(' UNION ALL ')}) d GROUP BY tenant_id, created_by, g
    ORDER BY tenant_id, created_by, g
    ON CONFLICT (${ROLLUP_KEY_COLUMNS}) DO UPDATE SET ${sets.join(', ')}`;
  return { onInsert: upsert([part('nt', 1)]), onDelete: upsert([part('ot', -1)]), onUpdate: upsert([part('ot', -1), part('nt', 1)]) };
}
