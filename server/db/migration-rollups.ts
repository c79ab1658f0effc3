import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './types';

type AnyDb = Kysely<unknown>;

/**
 * 017: dashboard rollups (issue 14). `dashboard_rollups` holds, per chart shape of a
 * function, the count and sums of its live records by group value and creator, kept
 * in step by triggers on `fn_records` that install and publish generate per function
 * (server/data/rollup-triggers.ts). `dashboard_rollup_charts` lists the shapes whose
 * rows are complete (backfilled, trigger in place): only those are read.
 * The group value keeps its database type (SQLite: BLOB affinity, no conversion), so
 * rows group exactly as a GROUP BY over `fn_records` would; `grp_null` marks the NULL group.
 */
export function createRollupMigration(dialect: Dialect): Migration {
  const grp = dialect === 'postgres' ? sql`text` : sql`blob`;
  const num = sql`numeric`;
  return {
    async up(db: AnyDb) {
      await sql`CREATE TABLE dashboard_rollups (
        tenant_id varchar(64) NOT NULL, fn_id integer NOT NULL, chart varchar(64) NOT NULL,
        grp_null smallint NOT NULL, grp ${grp} NOT NULL, created_by integer NOT NULL,
        n bigint NOT NULL,
        s0 ${num} NOT NULL DEFAULT 0, s1 ${num} NOT NULL DEFAULT 0, s2 ${num} NOT NULL DEFAULT 0, s3 ${num} NOT NULL DEFAULT 0,
        c0 bigint NOT NULL DEFAULT 0, c1 bigint NOT NULL DEFAULT 0, c2 bigint NOT NULL DEFAULT 0, c3 bigint NOT NULL DEFAULT 0,
        CONSTRAINT dashboard_rollups_pk PRIMARY KEY (tenant_id, fn_id, chart, grp_null, grp, created_by))`.execute(db);
      await sql`CREATE TABLE dashboard_rollup_charts (
        tenant_id varchar(64) NOT NULL, fn_id integer NOT NULL, chart varchar(64) NOT NULL, spec text NOT NULL,
        CONSTRAINT dashboard_rollup_charts_pk PRIMARY KEY (fn_id, chart))`.execute(db);
    },
  };
}
