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
/** Dollar-quote tag of PostgreSQL trigger function bodies; no quoted value may contain it. */
const BODY_TAG = '$rollup$';

function checkFnId(fnId: number): void {
  if (!Number.isSafeInteger(fnId) || fnId <= 0) throw new Error(`bad function id ${fnId}`);
}

/** A literal for SQL text: finite numbers as they are, text quoted. */
export function literal(v: string | number): string {
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`not a finite number: ${v}`);
    return String(v);
  }
  if (v.includes('\0') || v.includes(BODY_TAG)) throw new Error('a chart value holds characters a rollup cannot quote');
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

/** Adds (sign 1) or takes away (sign -1) one record's figures, when `guard` holds. */
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

/** Statements removing a function's rollup triggers. */
export function dropTriggerTexts(dialect: Dialect, fnId: number): string[] {
  checkFnId(fnId);
  const drops = EVENTS.map((e) => (dialect === 'sqlite' ? `DROP TRIGGER IF EXISTS ${triggerName(fnId, e)}` : `DROP TRIGGER IF EXISTS ${triggerName(fnId, e)} ON fn_records`));
  return dialect === 'sqlite' ? drops : [...drops, `DROP FUNCTION IF EXISTS dashboard_rollup_${fnId}()`];
}

/**
 * Statements creating the triggers that keep a function's rollups in step with every
 * write of `fn_records` (insert, update of the watched columns, delete): the old row's
 * figures leave its rollup rows, the new row's join theirs, both only while live.
 * PostgreSQL: the first statement is the trigger function, the others `pgTriggerTexts`.
 */
export function createTriggerTexts(dialect: Dialect, fnId: number, specs: RollupSpec[]): string[] {
  checkFnId(fnId);
  const add = (row: string, guard: string) => specs.map((s) => upsertText(dialect, fnId, s, row, 1, guard));
  const take = (row: string, guard: string) => specs.map((s) => upsertText(dialect, fnId, s, row, -1, guard));
  const oldLive = `OLD.fn_id = ${fnId} AND OLD.deleted_at IS NULL`;
  const newLive = `NEW.fn_id = ${fnId} AND NEW.deleted_at IS NULL`;
  if (dialect === 'sqlite') {
    const body = (statements: string[]) => statements.map((st) => `${st};`).join('\n');
    return [
      `CREATE TRIGGER ${triggerName(fnId, 'ins')} AFTER INSERT ON fn_records WHEN NEW.fn_id = ${fnId} BEGIN\n${body(add('NEW', newLive))}\nEND`,
      `CREATE TRIGGER ${triggerName(fnId, 'del')} AFTER DELETE ON fn_records WHEN OLD.fn_id = ${fnId} BEGIN\n${body(take('OLD', oldLive))}\nEND`,
      `CREATE TRIGGER ${triggerName(fnId, 'upd')} AFTER UPDATE OF ${WATCHED} ON fn_records WHEN OLD.fn_id = ${fnId} OR NEW.fn_id = ${fnId} BEGIN\n${body([...take('OLD', oldLive), ...add('NEW', newLive)])}\nEND`,
    ];
  }
  return [pgFunctionText(fnId, add, take, oldLive, newLive), ...pgTriggerTexts(fnId)];
}

/** PostgreSQL: the trigger function holding the upserts of every rollup of the function. */
function pgFunctionText(fnId: number, add: (row: string, guard: string) => string[], take: (row: string, guard: string) => string[], oldLive: string, newLive: string): string {
  const block = (statements: string[]) => statements.map((st) => `    ${st};`).join('\n');
  return `CREATE OR REPLACE FUNCTION dashboard_rollup_${fnId}() RETURNS trigger LANGUAGE plpgsql AS ${BODY_TAG}
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF ${oldLive} THEN
${block(take('OLD', 'true'))}
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF ${newLive} THEN
${block(add('NEW', 'true'))}
    END IF;
  END IF;
  RETURN NULL;
END ${BODY_TAG}`;
}

/** PostgreSQL: the three triggers calling the function (only created when missing: creating one locks out writers). */
export function pgTriggerTexts(fnId: number): string[] {
  checkFnId(fnId);
  const run = `FOR EACH ROW WHEN`;
  const exec = `EXECUTE FUNCTION dashboard_rollup_${fnId}()`;
  return [
    `CREATE TRIGGER ${triggerName(fnId, 'ins')} AFTER INSERT ON fn_records ${run} (NEW.fn_id = ${fnId}) ${exec}`,
    `CREATE TRIGGER ${triggerName(fnId, 'del')} AFTER DELETE ON fn_records ${run} (OLD.fn_id = ${fnId}) ${exec}`,
    `CREATE TRIGGER ${triggerName(fnId, 'upd')} AFTER UPDATE OF ${WATCHED} ON fn_records ${run} (OLD.fn_id = ${fnId} OR NEW.fn_id = ${fnId}) ${exec}`,
  ];
}

/** PostgreSQL: the names of the function's rollup triggers, to tell whether they exist. */
export const pgTriggerNames = (fnId: number) => EVENTS.map((e) => triggerName(fnId, e));
