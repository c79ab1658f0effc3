import { sql, type KyselyPlugin, type RawNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataAccess } from '../../server/data/index';
import { ensureShadow, readShadowColumns, rewriteShadowTriggers } from '../../server/db/index';
import { createLiveShadowsMigration, createRecordShadowsMigration } from '../../server/db/migration-record-shadows';
import { createStagedShadowsMigration } from '../../server/db/migration-staged-shadows';
import { databases } from './support/databases';
import { reimbursement } from './support/fixtures';
import { createHarness, type Harness } from './support/harness';

/**
 * Each function's indexed field values live in its shadow table `fnv_<fnId>` (issue 20), so a
 * write of a record weighs its own function's indexes, not every tenant's on `fn_records`.
 */
describe.each(databases())('record shadow tables ($name)', (target) => {
  let h: Harness;
  let fnId: number;
  let token: string;
  const table = () => `fnv_${fnId}`;

  /** The shadow rows beside what the records' JSON says, by record id. */
  async function shadowAndRecords() {
    const shadow = (await sql<{ id: number; t_project: string | null; n_days: unknown }>`SELECT id, t_project, n_days FROM ${sql.table(table())} ORDER BY id`.execute(h.db)).rows
      .map((r) => ({ id: Number(r.id), project: r.t_project, days: r.n_days === null ? null : Number(r.n_days) }));
    const records = (await h.db.selectFrom('fn_records').select(['id', 'data']).where('fn_id', '=', fnId).orderBy('id').execute())
      .map((r) => {
        const data = (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as { project?: string; days?: number };
        return { id: Number(r.id), project: data.project ?? null, days: data.days ?? null };
      });
    return { shadow, records };
  }

  const fieldIndexesOnRecords = async () => (h.dialect === 'sqlite'
    ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'fn_records' AND name LIKE 'fnx\\_%' ESCAPE '\\'`.execute(h.db)
    : await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'fn_records' AND indexname LIKE 'fnx\\_%' ESCAPE '\\'`.execute(h.db)).rows.map((r) => r.name);

  const projectPage = async (project: string) => {
    const page = await createDataAccess(h.db, h.dialect).forTenant('acme').records.page({
      fnId, filters: [{ field: 'project', kind: 'text', op: 'eq', value: project }], sort: [{ column: 'created_at', order: 'desc' }], offset: 0, limit: 10,
    });
    return page.records.map((r) => (r.data as { project: string }).project);
  };

  beforeAll(async () => {
    h = await createHarness(target);
    token = await h.token('alice');
    for (let i = 0; i < 4; i++) {
      await h.post('/api/fn/reimbursement/save', { data: reimbursement({ project: `Shadow ${i % 2}`, days: i + 1 }) }, { token });
    }
    fnId = (await h.db.selectFrom('functions').select('id').where('tenant_id', '=', 'acme').where('code', '=', 'reimbursement').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => { await h?.close(); });

  it('puts no field index on fn_records: each function indexes its own shadow table', async () => {
    expect(await fieldIndexesOnRecords()).toEqual([]);
    const onShadow = h.dialect === 'sqlite'
      ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ${table()}`.execute(h.db)
      : await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE tablename = ${table()}`.execute(h.db);
    expect(onShadow.rows.map((r) => r.name)).toEqual(expect.arrayContaining([`fnx_${fnId}_project_t`, `fnx_${fnId}_days_n`]));
  });

  it('holds every record\'s values, kept in step by saves, edits and deletes', async () => {
    let { shadow, records } = await shadowAndRecords();
    expect(records.length).toBeGreaterThanOrEqual(4);
    expect(shadow).toEqual(records);

    const first = records[0];
    const edited = await h.post('/api/fn/reimbursement/save', { id: first.id, data: reimbursement({ project: 'Shadow edited', days: 9 }) }, { token });
    expect(edited.code).toBe(0);
    ({ shadow, records } = await shadowAndRecords());
    expect(records.find((r) => r.id === first.id)).toEqual({ id: first.id, project: 'Shadow edited', days: 9 });
    expect(shadow).toEqual(records);
    expect(await projectPage('Shadow edited')).toEqual(['Shadow edited']);

    await sql`DELETE FROM fn_records WHERE id = ${first.id}`.execute(h.db);
    ({ shadow, records } = await shadowAndRecords());
    expect(shadow.some((r) => r.id === first.id)).toBe(false);
    expect(shadow).toEqual(records);
  });

  it('migration 027 moves an older database\'s partial indexes on fn_records onto the shadow table', async () => {
    // The database as it was before 027: no shadow table, the field's partial index on fn_records.
    if (h.dialect === 'sqlite') {
      await sql.raw(`DROP TABLE ${table()}`).execute(h.db);
      await rewriteShadowTriggers(h.db, h.dialect, fnId);
      await sql.raw(`CREATE INDEX fnx_${fnId}_project_t ON fn_records (tenant_id, json_extract(data, '$.project'), created_at) WHERE fn_id = ${fnId}`).execute(h.db);
      // and the FTS table's own triggers
      const fts = `fnt_${fnId}_project`;
      await sql.raw(`CREATE TRIGGER ${fts}_ai AFTER INSERT ON fn_records WHEN new.fn_id = ${fnId} BEGIN
        INSERT INTO ${fts}(rowid, v) VALUES (new.id, json_extract(new.data, '$.project')); END`).execute(h.db);
      await sql.raw(`CREATE TRIGGER ${fts}_au AFTER UPDATE OF data ON fn_records WHEN new.fn_id = ${fnId} BEGIN
        DELETE FROM ${fts} WHERE rowid = old.id; INSERT INTO ${fts}(rowid, v) VALUES (new.id, json_extract(new.data, '$.project')); END`).execute(h.db);
      await sql.raw(`CREATE TRIGGER ${fts}_ad AFTER DELETE ON fn_records WHEN old.fn_id = ${fnId} BEGIN DELETE FROM ${fts} WHERE rowid = old.id; END`).execute(h.db);
    } else {
      await sql.raw(`DROP FUNCTION ${table()}_sync() CASCADE`).execute(h.db);
      await sql.raw(`DROP TABLE ${table()}`).execute(h.db);
      await sql.raw(`CREATE INDEX fnx_${fnId}_project_t ON fn_records (tenant_id, (data->>'project'), created_at) WHERE fn_id = ${fnId}`).execute(h.db);
      await sql.raw(`CREATE INDEX fntg_${fnId}_project ON fn_records USING gin ((data->>'project') gin_trgm_ops) WHERE fn_id = ${fnId}`).execute(h.db);
    }
    expect(await fieldIndexesOnRecords()).toEqual([`fnx_${fnId}_project_t`]);

    await createRecordShadowsMigration(h.dialect).up(h.db);

    expect(await fieldIndexesOnRecords()).toEqual([]);
    if (h.dialect === 'postgres') {
      const gin = await sql<{ table: string }>`SELECT tablename AS table FROM pg_indexes WHERE indexname = ${`fntg_${fnId}_project`}`.execute(h.db);
      expect(gin.rows).toEqual([{ table: table() }]);
    }
    if (h.dialect === 'sqlite') {
      const triggers = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'fn_records' AND name LIKE ${`fnt_${fnId}_%`}`.execute(h.db);
      expect(triggers.rows).toEqual([]);
    }
    const rows = (await sql<{ id: number; t_project: string }>`SELECT id, t_project FROM ${sql.table(table())} ORDER BY id`.execute(h.db)).rows;
    const records = (await h.db.selectFrom('fn_records').select(['id', 'data']).where('fn_id', '=', fnId).orderBy('id').execute())
      .map((r) => ({ id: Number(r.id), project: ((typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as { project: string }).project }));
    expect(rows.map((r) => ({ id: Number(r.id), project: r.t_project }))).toEqual(records);
    // Its triggers keep it from now on: a new record is found through the shadow table.
    const saved = await h.post('/api/fn/reimbursement/save', { data: reimbursement({ project: 'After the migration' }) }, { token });
    expect(saved.code).toBe(0);
    expect(await projectPage('After the migration')).toEqual(['After the migration']);
    expect((await projectPage('Shadow 1')).length).toBe(2);
    // "contains" through the FTS table (SQLite), which the shadow triggers now keep, or the GIN index on the column: the new record once
    const found = await createDataAccess(h.db, h.dialect).forTenant('acme').records.page({
      fnId, filters: [{ field: 'project', kind: 'text', op: 'like', value: 'migration' }], sort: [{ column: 'created_at', order: 'desc' }], offset: 0, limit: 10,
    });
    expect(found.records.map((r) => (r.data as { project: string }).project)).toEqual(['After the migration']);
  });
  it('migration 030 leaves the rows of live records only, and the triggers it writes follow deletes', async () => {
    const saved = await h.post<{ id: number }>('/api/fn/reimbursement/save', { data: reimbursement({ project: 'Deleted before 030' }) }, { token });
    const gone = await h.post<{ id: number }>('/api/fn/reimbursement/save', { data: reimbursement({ project: 'Deleted after 030' }) }, { token });
    // The database as it was before 030: triggers that did not follow deleted_at, a deleted record's row kept.
    if (h.dialect === 'sqlite') {
      for (const s of ['ai', 'au', 'ad']) await sql.raw(`DROP TRIGGER fnv_b${fnId % 8}_${s}`).execute(h.db);
    } else {
      await sql.raw(`DROP TRIGGER ${table()}_iu ON fn_records`).execute(h.db);
      await sql.raw(`DROP TRIGGER ${table()}_d ON fn_records`).execute(h.db);
    }
    await h.db.updateTable('fn_records').set({ deleted_at: 1 }).where('id', '=', saved.data.id).execute();
    const ids = async () => (await sql<{ id: number }>`SELECT id FROM ${sql.table(table())}`.execute(h.db)).rows.map((r) => Number(r.id));
    expect(await ids()).toContain(saved.data.id);

    await createLiveShadowsMigration(h.dialect).up(h.db);

    expect(await ids()).not.toContain(saved.data.id);
    expect(await ids()).toContain(gone.data.id);
    expect((await h.post('/api/fn/reimbursement/delete', { id: gone.data.id }, { token })).code).toBe(0);
    expect(await ids()).not.toContain(gone.data.id);
    const live = await h.db.selectFrom('fn_records').select('id').where('fn_id', '=', fnId).where('deleted_at', 'is', null).orderBy('id').execute();
    expect((await ids()).sort((a, b) => a - b)).toEqual(live.map((r) => r.id));
  });

  it('migration 032 writes the triggers again, leaving an import\'s staged records to its publish', async () => {
    if (h.dialect === 'sqlite') {
      for (const s of ['ai', 'au', 'ad']) await sql.raw(`DROP TRIGGER fnv_b${fnId % 8}_${s}`).execute(h.db);
    } else {
      await sql.raw(`DROP TRIGGER ${table()}_iu ON fn_records`).execute(h.db);
      await sql.raw(`DROP TRIGGER ${table()}_d ON fn_records`).execute(h.db);
    }
    // A job staged before 032 (SQLite): its trigram row goes with the migration.
    const user = await h.db.selectFrom('users').select('id').where('user_name', '=', 'alice').executeTakeFirstOrThrow();
    const records = createDataAccess(h.db, h.dialect).forTenant('acme').records;
    await records.insertStaged('job-before-032', [{ fnId, fnVersion: 1, userId: user.id, now: Date.now(), data: reimbursement({ project: 'Staged before 032' }) }]);
    const [before] = await h.db.selectFrom('fn_records').select('id').where('import_job', '=', 'job-before-032').execute();
    const trigramRow = async (id: number) => (await sql`SELECT rowid FROM ${sql.table(`fnt_${fnId}_project`)} WHERE rowid = ${id}`.execute(h.db)).rows.length;
    // (the triggers of before 032 wrote it, as the staging itself does now)
    if (h.dialect === 'sqlite') expect(await trigramRow(before.id)).toBe(1);
    await createStagedShadowsMigration(h.dialect).up(h.db);
    if (h.dialect === 'sqlite') expect(await trigramRow(before.id)).toBe(0);
    await h.db.deleteFrom('fn_records').where('import_job', '=', 'job-before-032').execute();
    const ids = async () => (await sql<{ id: number }>`SELECT id FROM ${sql.table(table())}`.execute(h.db)).rows.map((r) => Number(r.id));
    const saved = await h.post<{ id: number }>('/api/fn/reimbursement/save', { data: reimbursement({ project: 'Saved after 032' }) }, { token });
    expect(await ids()).toContain(saved.data.id);
    // Staged by a bare INSERT: the triggers leave it alone (the staging writes its trigram rows itself).
    const now = Date.now();
    await h.db.insertInto('fn_records').values({
      tenant_id: 'acme', fn_id: fnId, fn_version: 1, data: JSON.stringify(reimbursement({ project: 'Staged after 032' })),
      created_by: user.id, created_at: now, updated_at: now, deleted_at: now, import_job: 'job-032',
    }).execute();
    const [staged] = await h.db.selectFrom('fn_records').select('id').where('import_job', '=', 'job-032').execute();
    if (h.dialect === 'sqlite') {
      const fts = await sql<{ id: number }>`SELECT rowid AS id FROM ${sql.table(`fnt_${fnId}_project`)} WHERE rowid = ${staged.id}`.execute(h.db);
      expect(fts.rows).toEqual([]);
    }
    expect(await ids()).not.toContain(staged.id);
    expect(await records.publishStaged('job-032', fnId)).toBe(1);
    expect(await ids()).toContain(staged.id);
    expect((await projectPage('Staged after 032')).length).toBe(1);

    // PostgreSQL, several processes: one still on older code publishes with the bare UPDATE, no fill first.
    if (h.dialect === 'postgres') {
      await records.insertStaged('job-older-code', [{ fnId, fnVersion: 1, userId: user.id, now: Date.now(), data: reimbursement({ project: 'Published by older code' }) }]);
      const [older] = await h.db.selectFrom('fn_records').select('id').where('import_job', '=', 'job-older-code').execute();
      await h.db.transaction().execute((t) => t.updateTable('fn_records').set({ deleted_at: null, import_job: null }).where('import_job', '=', 'job-older-code').execute());
      expect(await ids()).toContain(older.id);
      expect((await projectPage('Published by older code')).length).toBe(1);
    }
  });

  it('creates a new shadow table with its columns in one statement, and adds a later column to it', async () => {
    // SQLite checks the whole schema again on every ALTER TABLE ADD COLUMN (~0.1 s with the packs
    // installed): one per indexed field made installing the demo packs 2.5x slower.
    const ran: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (node.kind === 'RawNode') ran.push((node as RawNode).sqlFragments.join('?'));
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const spare = 900_000 + fnId;
    const db = h.db.withPlugin(recorder);
    try {
      await ensureShadow(db, h.dialect, spare, [{ field: 'project', kind: 'text' }, { field: 'days', kind: 'number' }, { field: 'city', kind: 'text' }]);
      expect(ran.filter((q) => /ALTER TABLE/i.test(q))).toEqual([]);
      expect((await readShadowColumns(h.db, h.dialect, spare)).sort()).toEqual(['n_days', 't_city', 't_project']);
      ran.length = 0;
      await ensureShadow(db, h.dialect, spare, [{ field: 'project', kind: 'text' }, { field: 'amount', kind: 'number' }]);
      expect(ran.filter((q) => /ALTER TABLE/i.test(q))).toHaveLength(1);
      expect((await readShadowColumns(h.db, h.dialect, spare)).sort()).toEqual(['n_amount', 'n_days', 't_city', 't_project']);
    } finally {
      if (h.dialect === 'postgres') {
        await sql.raw(`DROP TRIGGER IF EXISTS fnv_${spare}_iu ON fn_records`).execute(h.db);
        await sql.raw(`DROP TRIGGER IF EXISTS fnv_${spare}_d ON fn_records`).execute(h.db);
        await sql.raw(`DROP FUNCTION IF EXISTS fnv_${spare}_sync()`).execute(h.db);
      }
      await sql.raw(`DROP TABLE IF EXISTS fnv_${spare}`).execute(h.db);
      await rewriteShadowTriggers(h.db, h.dialect, spare);
    }
  });
});
