import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from './types';

type AnyDb = Kysely<unknown>;

/**
 * 022: dashboard rollups cut by the dashboard's search filters (issue 14, filtered
 * dashboards). `dashboard_rollup_dims` is `dashboard_rollups` with up to three filter
 * values in the key (`d0..d2`): a choice field's value, or the month (`YYYY-MM`) of a
 * date field, so a dashboard filtered by `status = inUse` or a date range sums rows
 * instead of grouping records (server/data/rollup-dims.ts). `dflags` marks, per
 * dimension i, a NULL value (bit i) or a date that is no plain ISO day kept as it is
 * (bit 3 + i). The same listing (`dashboard_rollup_charts`) and triggers keep it.
 */
export function createRollupDimsMigration(dialect: Dialect): Migration {
  const key = dialect === 'postgres' ? sql`text` : sql`blob`;
  const num = sql`numeric`;
  return {
    async up(db: AnyDb) {
      await sql`CREATE TABLE dashboard_rollup_dims (
        tenant_id varchar(64) NOT NULL, fn_id integer NOT NULL, chart varchar(64) NOT NULL,
        d0 ${key} NOT NULL, d1 ${key} NOT NULL, d2 ${key} NOT NULL, dflags smallint NOT NULL,
        grp_null smallint NOT NULL, grp ${key} NOT NULL, created_by integer NOT NULL,
        n bigint NOT NULL,
        s0 ${num} NOT NULL DEFAULT 0, s1 ${num} NOT NULL DEFAULT 0, s2 ${num} NOT NULL DEFAULT 0, s3 ${num} NOT NULL DEFAULT 0,
        c0 bigint NOT NULL DEFAULT 0, c1 bigint NOT NULL DEFAULT 0, c2 bigint NOT NULL DEFAULT 0, c3 bigint NOT NULL DEFAULT 0,
        CONSTRAINT dashboard_rollup_dims_pk PRIMARY KEY (tenant_id, fn_id, chart, d0, d1, d2, dflags, grp_null, grp, created_by))`.execute(db);
    },
  };
}
