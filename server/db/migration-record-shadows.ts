import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './types';
import { dropDeletedShadowRows, ensureNewestIndex, ensureShadow, rewriteAllShadowTriggers } from './record-shadow';
import { shadowFunctions } from './shadow-catalog';
import { parseFieldIndexName, shadowColumnName, shadowTableName, type ShadowColumn } from './shadow-names';

/**
 * 027: every function's field indexes leave `fn_records` for the function's own shadow table
 * (record-shadow.ts): each partial index `fnx_<fnId>_<field>_<t|n>` on `fn_records` is dropped
 * and its field becomes a column of `fnv_<fnId>`, filled from the records and indexed under the
 * same name; on PostgreSQL the trigram GIN indexes move onto its text columns. On SQLite the shadow triggers also keep the function's FTS trigram tables, whose
 * own per-field triggers are dropped (one trigger per event and function instead of one per field).
 */
export function createRecordShadowsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const rows = dialect === 'sqlite'
        ? (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'fn_records' AND name LIKE 'fnx\\_%' ESCAPE '\\'`.execute(db)).rows
        : (await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'fn_records' AND indexname LIKE 'fnx\\_%' ESCAPE '\\'`.execute(db)).rows;
      const perFn = new Map<number, ShadowColumn[]>();
      for (const { name } of rows) {
        const parsed = parseFieldIndexName(name);
        if (!parsed) continue;
        perFn.set(parsed.fnId, [...(perFn.get(parsed.fnId) ?? []), parsed.column]);
        await sql`DROP INDEX ${sql.id(name)}`.execute(db);
        if (dialect === 'postgres') await sql`DROP STATISTICS IF EXISTS ${sql.id(`${name}_st`)}`.execute(db);
      }
      for (const [fnId, columns] of [...perFn].sort((a, b) => a[0] - b[0])) await ensureShadow(db, dialect, fnId, columns);
      if (dialect === 'postgres') {
        // The trigram GIN indexes move onto the shadow tables' text columns.
        const gin = await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'fn_records' AND indexname LIKE 'fntg\\_%' ESCAPE '\\'`.execute(db);
        for (const { name } of gin.rows) {
          const m = /^fntg_(\d+)_([A-Za-z][A-Za-z0-9_]*)$/.exec(name);
          if (!m || !perFn.has(Number(m[1]))) continue;
          const fnId = Number(m[1]);
          const column: ShadowColumn = { field: m[2], kind: 'text' };
          await sql`DROP INDEX ${sql.id(name)}`.execute(db);
          await ensureShadow(db, dialect, fnId, [column]);
          await sql`CREATE INDEX ${sql.id(name)} ON ${sql.table(shadowTableName(fnId))} USING gin (${sql.id(shadowColumnName(column))} gin_trgm_ops)`.execute(db);
        }
        return;
      }
      // SQLite: the shadow triggers now keep the function's FTS tables; their own per-field triggers go.
      const legacy = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'fn_records'
        AND name LIKE 'fnt\\_%' ESCAPE '\\'`.execute(db);
      for (const { name } of legacy.rows) {
        const fnId = Number(/^fnt_(\d+)_/.exec(name)?.[1]);
        if (perFn.has(fnId) && /_(ai|au|ad)$/.test(name)) await sql`DROP TRIGGER ${sql.id(name)}`.execute(db);
      }
    },
  };
}

/**
 * 030: a shadow table holds the function's live records only: its triggers follow `deleted_at`
 * too (a deleted or staged record's row goes, a published one's comes), and the rows of records
 * deleted before go, so a search on the shadow table's columns alone counts and pages there; on
 * PostgreSQL each shadow table gets its index of the newest records.
 */
export function createLiveShadowsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await rewriteAllShadowTriggers(db, dialect);
      for (const fnId of await shadowFunctions(db, dialect)) {
        await dropDeletedShadowRows(db, fnId);
        if (dialect === 'postgres') await ensureNewestIndex(db, fnId);
      }
    },
  };
}
