import { compiledRollupName, compiledRollupSignature, LEAVES_STAGING_SKIPPED, ROLLUP_WATCHED_COLUMNS, type Dialect } from '../db';
import { fieldExpressionText, isFieldIdentifier } from './json-field';
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
const DIMS_KEY_COLUMNS = 'tenant_id, fn_id, chart, d0, d1, d2, dflags, grp_null, grp, created_by';
const DIM_COUNT = 3;

/** The table a rollup lives in: cut by filter fields or not (migrations 022 and 017). */
export const rollupTable = (spec: RollupSpec) => (spec.dims ? 'dashboard_rollup_dims' : 'dashboard_rollups');
const keyColumns = (spec: RollupSpec) => (spec.dims ? DIMS_KEY_COLUMNS : ROLLUP_KEY_COLUMNS);

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

/** A date stored as a plain ISO day (`YYYY-MM-DD`, month 01-12, day 01-31): its month is kept, anything else as it is. */
export function isoDayText(dialect: Dialect, text: string): string {
  if (dialect === 'postgres') return `(${text} ~ '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$')`;
  return `(length(${text}) = 10 AND ${text} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND substr(${text}, 6, 2) BETWEEN '01' AND '12' AND substr(${text}, 9, 2) BETWEEN '01' AND '31')`;
}

/**
 * The dimension columns d0..d2 and dflags of a dims rollup row: a choice's value (blank
 * for NULL, flagged), a date's month when it is a plain ISO day, else the value as it is
 * (flagged). Unused dimensions hold ''.
 */
function dimValues(dialect: Dialect, row: string, spec: RollupSpec): string[] {
  const dims = spec.dims ?? [];
  const values: string[] = [];
  const flags: string[] = [];
  for (let i = 0; i < DIM_COUNT; i++) {
    const dim = dims[i];
    if (!dim) { values.push(`''`); continue; }
    const text = fieldText(dialect, row, dim.field);
    flags.push(`CASE WHEN ${text} IS NULL THEN ${1 << i} ELSE 0 END`);
    if (dim.by === 'value') { values.push(`COALESCE(${text}, '')`); continue; }
    const iso = isoDayText(dialect, text);
    values.push(`CASE WHEN ${iso} THEN substr(${text}, 1, 7) ELSE COALESCE(${text}, '') END`);
    flags.push(`CASE WHEN ${text} IS NOT NULL AND NOT ${iso} THEN ${1 << (3 + i)} ELSE 0 END`);
  }
  return [...values, flags.length ? `(${flags.join(' + ')})` : '0'];
}

function whereText(dialect: Dialect, row: string, spec: RollupSpec): string[] {
  return spec.where.map((w) => `${fieldText(dialect, row, w.field)} IN (${w.values.flatMap((v) => valueForms(dialect, v)).map(literal).join(', ')})`);
}

/** `SET` items of an upsert that adds the new row's figures to the stored row's (`self`: the stored row's prefix, if any). */
const addedSets = (spec: RollupSpec, self = '') => ['n', ...spec.numbers.flatMap((_, i) => [MEASURE_COLUMNS[i]!, COUNT_COLUMNS[i]!])]
  .map((c) => `${c} = ${self}${c} + excluded.${c}`);

const columnList = (spec: RollupSpec) => [keyColumns(spec), 'n', ...spec.numbers.flatMap((_, i) => [MEASURE_COLUMNS[i]!, COUNT_COLUMNS[i]!])].join(', ');

/** SQLite: adds (sign 1) or takes away (sign -1) one record's figures, when `guard` holds. */
function upsertText(dialect: Dialect, fnId: number, spec: RollupSpec, row: string, sign: 1 | -1, guard: string): string {
  const g = groupValue(dialect, row, spec);
  const values = spec.numbers.flatMap((field) => {
    const v = numberValue(dialect, row, field);
    const added = dialect === 'sqlite' ? `COALESCE(${v} + 0, 0)` : `COALESCE(${v}, 0)`;
    return [`${sign} * ${added}`, `CASE WHEN ${v} IS NOT NULL THEN ${sign} ELSE 0 END`];
  });
  const self = dialect === 'postgres' ? `${rollupTable(spec)}.` : '';
  const sets = addedSets(spec, self);
  const dims = spec.dims ? dimValues(dialect, row, spec).map((d) => `${d}, `).join('') : '';
  return `INSERT INTO ${rollupTable(spec)} (${columnList(spec)})
    SELECT ${row}.tenant_id, ${fnId}, ${literal(spec.key)}, ${dims}CASE WHEN ${g} IS NULL THEN 1 ELSE 0 END, COALESCE(${g}, ''), ${row}.created_by, ${sign}${values.map((v) => `, ${v}`).join('')}
    WHERE ${[guard, ...whereText(dialect, row, spec)].join(' AND ')}
    ON CONFLICT (${keyColumns(spec)}) DO UPDATE SET ${sets.join(', ')}`;
}

/** One rollup's figures of the records `rows` selects (`fn_records`), summed per rollup row, as an INSERT; `upsert`: added to the rows there. */
function figuresInsert(dialect: Dialect, fnId: number, spec: RollupSpec, rows: string, upsert: boolean): string {
  checkFnId(fnId);
  const g = groupValue(dialect, 'fn_records', spec);
  const inner = spec.numbers.map((field, i) => `, ${numberValue(dialect, 'fn_records', field)} AS v${i}`).join('');
  const sums = spec.numbers.map((_, i) => (dialect === 'sqlite' ? `, SUM(COALESCE(v${i} + 0, 0)), COUNT(v${i})` : `, COALESCE(SUM(v${i}), 0), COUNT(v${i})`)).join('');
  const where = [`fn_records.fn_id = ${fnId}`, rows, ...whereText(dialect, 'fn_records', spec)].join(' AND ');
  const dims = dimSelect(dialect, 'fn_records', spec);
  const sets = addedSets(spec);
  // WHERE true: SQLite reads an upsert's ON CONFLICT after a SELECT only behind a WHERE.
  return `INSERT INTO ${rollupTable(spec)} (${columnList(spec)})
    SELECT tenant_id, ${fnId}, ${literal(spec.key)}, ${dims.outer}CASE WHEN g IS NULL THEN 1 ELSE 0 END, COALESCE(g, ''), created_by, COUNT(*)${sums}
    FROM (SELECT fn_records.tenant_id, fn_records.created_by, ${dims.inner}${g} AS g${inner} FROM fn_records WHERE ${where}) r
    WHERE true GROUP BY tenant_id, created_by, ${dims.outer}g${upsert ? `
    ON CONFLICT (${keyColumns(spec)}) DO UPDATE SET ${sets.join(', ')}` : ''}`;
}

/** Fills one rollup from the function's live records (at install, publish or upgrade). */
export function backfillText(dialect: Dialect, fnId: number, spec: RollupSpec): string {
  return figuresInsert(dialect, fnId, spec, 'fn_records.deleted_at IS NULL', false);
}

/**
 * SQLite: adds one rollup's figures of the rows an import staged (its job id the one `?`), in the
 * publish before they go live: the update trigger leaves a row leaving staging alone, since run
 * per row it cost 50 ms per 1,000 rows of a function with 14 rollups.
 */
export function stagedFiguresText(fnId: number, spec: RollupSpec): string {
  return figuresInsert('sqlite', fnId, spec, 'fn_records.import_job = ?', true);
}

/** Dimension columns computed in an inner SELECT (`inner`) and named in the outer one (`outer`); both '' for a plain rollup. */
function dimSelect(dialect: Dialect, row: string, spec: RollupSpec): { inner: string; outer: string } {
  if (!spec.dims) return { inner: '', outer: '' };
  const names = ['d0', 'd1', 'd2', 'dflags'];
  return {
    inner: dimValues(dialect, row, spec).map((d, i) => `${d} AS ${names[i]}, `).join(''),
    outer: names.map((n) => `${n}, `).join(''),
  };
}

const triggerName = (fnId: number, event: string) => `dashboard_rollup_${fnId}_${event}`;
const EVENTS = ['ins', 'del', 'upd'] as const;
const WATCHED = ROLLUP_WATCHED_COLUMNS.join(', ');

/** SQLite: statements removing a function's rollup triggers. */
export function dropTriggerTexts(fnId: number): string[] {
  checkFnId(fnId);
  return EVENTS.map((e) => `DROP TRIGGER IF EXISTS ${triggerName(fnId, e)}`);
}

/**
 * SQLite: statements creating the row triggers that keep a function's rollups in step
 * with every write of `fn_records` (insert, update of the watched columns, delete): the
 * old row's figures leave its rollup rows, the new row's join theirs, both only while live.
 * A staged row's update is the publish's, which adds the figures of all its rows at once
 * (`stagedFiguresText`, migration 033).
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
    `CREATE TRIGGER ${triggerName(fnId, 'upd')} AFTER UPDATE OF ${WATCHED} ON fn_records WHEN (OLD.fn_id = ${fnId} OR NEW.fn_id = ${fnId}) AND ${LEAVES_STAGING_SKIPPED} BEGIN\n${body([...take('OLD', oldLive), ...add('NEW', newLive)])}\nEND`,
  ];
}

/**
 * PostgreSQL: what the statement triggers (migrations 017, 029) run for one rollup: the written
 * records' figures summed per rollup row first, so each row is updated once per statement, and in
 * key order, so two bulk writes meeting on the same rows take them in the same order; groups whose
 * figures did not move are left alone. `on*` read the transition tables (`ot` old rows, `nt` new
 * rows); `onChange` reads the same rows from the arrays `p_old` and `p_new` of the function's
 * compiled rollup function (compiledRollupText).
 */
export function statementTexts(fnId: number, spec: RollupSpec): { onInsert: string; onDelete: string; onUpdate: string; onChange: string } {
  checkFnId(fnId);
  const part = (table: 'ot' | 'nt', sign: 1 | -1, from: string) => {
    const values = spec.numbers.map((field, i) => `, ${numberValue('postgres', table, field)} AS v${i}`).join('');
    const where = [`${table}.fn_id = ${fnId}`, `${table}.deleted_at IS NULL`, ...whereText('postgres', table, spec)].join(' AND ');
    return `SELECT ${table}.tenant_id, ${table}.created_by, ${dimSelect('postgres', table, spec).inner}${groupValue('postgres', table, spec)} AS g${values}, ${sign} AS sign FROM ${from} WHERE ${where}`;
  };
  const sumsOf = spec.numbers.flatMap((_, i) => [`SUM(sign * COALESCE(v${i}, 0))`, `SUM(CASE WHEN v${i} IS NOT NULL THEN sign ELSE 0 END)`]);
  const table = rollupTable(spec);
  const sets = addedSets(spec, `${table}.`);
  const dims = dimSelect('postgres', 'nt', spec).outer;
  const upsert = (parts: string[]) => `INSERT INTO ${table} (${columnList(spec)})
    SELECT tenant_id, ${fnId}, ${literal(spec.key)}, ${dims}CASE WHEN g IS NULL THEN 1 ELSE 0 END, COALESCE(g, ''), created_by, SUM(sign)${sumsOf.map((x) => `, ${x}`).join('')}
    FROM (${parts.join(' UNION ALL ')}) d GROUP BY tenant_id, created_by, ${dims}g
    HAVING ${['SUM(sign)', ...sumsOf].map((x) => `${x} <> 0`).join(' OR ')}
    ORDER BY tenant_id, ${dims}created_by, g
    ON CONFLICT (${keyColumns(spec)}) DO UPDATE SET ${sets.join(', ')}`;
  const oldRows = part('ot', -1, 'ot');
  const newRows = part('nt', 1, 'nt');
  return {
    onInsert: upsert([newRows]), onDelete: upsert([oldRows]), onUpdate: upsert([oldRows, newRows]),
    onChange: upsert([part('ot', -1, 'unnest(p_old) AS ot'), part('nt', 1, 'unnest(p_new) AS nt')]),
  };
}

/**
 * PostgreSQL: the function that runs a function's rollup statements (`onChange` of each, in the
 * listing's chart order) over the old and new rows of a write; its statements are planned once
 * per connection instead of at every write.
 */
export function compiledRollupText(fnId: number, statements: string[]): string {
  // The body as a quoted literal, not dollar-quoted: a chart's `where` value could hold any dollar tag.
  const body = `BEGIN\n${statements.map((st) => `  ${st};`).join('\n')}\nEND`;
  return `CREATE OR REPLACE FUNCTION ${compiledRollupName(fnId)}(p_old fn_records[], p_new fn_records[]) RETURNS void LANGUAGE plpgsql AS ${literal(body)}`;
}

export const dropCompiledRollupText = (fnId: number): string => `DROP FUNCTION IF EXISTS ${compiledRollupSignature(fnId)}`;

/**
 * Reading side: a chart's figures grouped straight from `fn_records` in the rollup row's
 * columns (g, n, s0..s3, c0..c3), for the records a dims rollup cannot tell apart (a
 * date range's cut months). `columns` go in the inner SELECT over fn_records, `where`
 * with them (function, live, the chart's `where`), `figures` in the outer GROUP BY g.
 */
export function recordFiguresText(dialect: Dialect, fnId: number, spec: RollupSpec): { columns: string; where: string; figures: string } {
  checkFnId(fnId);
  const values = spec.numbers.map((field, i) => `, ${numberValue(dialect, 'fn_records', field)} AS v${i}`).join('');
  const sums = MEASURE_COLUMNS.map((s, i) => {
    if (i >= spec.numbers.length) return `0 AS ${s}`;
    return `${dialect === 'sqlite' ? `SUM(COALESCE(v${i} + 0, 0))` : `COALESCE(SUM(v${i}), 0)`} AS ${s}`;
  });
  const counts = COUNT_COLUMNS.map((c, i) => (i >= spec.numbers.length ? `0 AS ${c}` : `COUNT(v${i}) AS ${c}`));
  // In the rollup table's column order (the rows are read together by UNION ALL).
  const figures = [...sums, ...counts];
  return {
    columns: `${groupValue(dialect, 'fn_records', spec)} AS g${values}`,
    where: [`fn_records.fn_id = ${fnId}`, 'fn_records.deleted_at IS NULL', ...whereText(dialect, 'fn_records', spec)].join(' AND '),
    figures: `COUNT(*) AS n, ${figures.join(', ')}`,
  };
}

/** The records of one month of a date field that a dims rollup keeps as month rows (plain ISO days); rollup.ts finds them through the shadow table's index first. */
export function isoMonthText(dialect: Dialect, field: string, month: string): string {
  if (!/^\d{4}-\d{2}$/.test(month)) throw new Error(`not a month: ${month}`);
  const text = fieldExpressionText(dialect, field, 'text');
  return `(${text} >= '${month}-01' AND ${text} <= '${month}-31' AND ${isoDayText(dialect, text)})`;
}
