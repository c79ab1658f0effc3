import { Migrator, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createMigrationProvider } from '../../../server/db/migrations';
import { migrateDatabase } from '../../../server/index';
import { databases } from '../support/databases';

/** The state each kind of process leaves its record in once 006 has run. */
const CASES: { title: string; process?: { state: string; resume?: string } ; expected: string }[] = [
  { title: 'never submitted', expected: 'draft' },
  { title: 'in approval', process: { state: 'inApproval' }, expected: 'inApproval' },
  { title: 'approved', process: { state: 'approved' }, expected: 'approved' },
  { title: 'rejected', process: { state: 'rejected' }, expected: 'rejected' },
  { title: 'canceled', process: { state: 'canceled' }, expected: 'canceled' },
  { title: 'intervened', process: { state: 'interventionEnded' }, expected: 'canceled' },
  { title: 'recalled', process: { state: 'toSubmit' }, expected: 'recalled' },
  { title: 'rejected to the initiator', process: { state: 'toSubmit', resume: 's1' }, expected: 'rejected' },
  { title: 'abnormal', process: { state: 'abnormal' }, expected: 'abnormal' },
];

describe.each(databases())('migration 006_integrity ($name)', (target) => {
  it('backfills the document state, drops orphan processes and adds the foreign key', async () => {
    const { db: opened, drop } = await target.create();
    const db = opened.db as unknown as Kysely<any>;
    try {
      const migrator = new Migrator({ db, provider: createMigrationProvider(opened.dialect) });
      const to005 = await migrator.migrateTo('005_design');
      expect(to005.error).toBeUndefined();
      const now = Date.now();
      await db.insertInto('tenants').values({ id: 't1', corp_name: 'T', created_at: now }).execute();
      const user = await db.insertInto('users').values({ user_name: 'u', full_name: 'U', password_hash: 'x', default_tenant_id: 't1', created_at: now }).returning('id').executeTakeFirstOrThrow();
      const pack = await db.insertInto('packs').values({ tenant_id: 't1', pack_key: 'p', version: '1.0.0', name: 'p', locales: '{}', installed_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      const fn = await db.insertInto('functions').values({ tenant_id: 't1', pack_id: pack.id, code: 'f', current_version: 1, created_at: now }).returning('id').executeTakeFirstOrThrow();
      const instance = (recordId: number, state: string, resume: string | null = null) => ({
        tenant_id: 't1', fn_id: fn.id, fn_version: 1, record_id: recordId, application_no: 'SP', title: 't', initiator_id: user.id,
        state, current_node_ids: '[]', taken_path: '[]', graph: '{}', resume_node_id: resume, round: 0, version: 0,
        started_at: now, submitted_at: now, updated_at: now,
      });
      const recordIds: number[] = [];
      for (const c of CASES) {
        const r = await db.insertInto('fn_records').values({ tenant_id: 't1', fn_id: fn.id, fn_version: 1, data: JSON.stringify({ title: c.title }), created_by: user.id, created_at: now, updated_at: now })
          .returning('id').executeTakeFirstOrThrow();
        recordIds.push(Number(r.id));
        // An older, finished process first: the latest one decides.
        if (c.process) await db.insertInto('process_instances').values(instance(Number(r.id), 'canceled')).execute();
        if (c.process) await db.insertInto('process_instances').values(instance(Number(r.id), c.process.state, c.process.resume ?? null)).execute();
      }
      // A process whose record was deleted before 006 (and a task of it).
      const orphan = await db.insertInto('process_instances').values(instance(999999, 'inApproval')).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('process_tasks').values({ tenant_id: 't1', instance_id: orphan.id, node_id: 's1', round: 0, assignee_id: user.id, seq: 0, state: 'pending', created_at: now, version: 0 }).execute();

      await migrateDatabase(opened.db, opened.dialect);

      const rows = await db.selectFrom('fn_records').select(['id', 'doc_state']).orderBy('id').execute();
      expect(rows.map((r) => r.doc_state)).toEqual(CASES.map((c) => c.expected));
      expect(await db.selectFrom('process_instances').select('id').where('id', '=', orphan.id).execute()).toEqual([]);
      expect(await db.selectFrom('process_tasks').select('id').where('instance_id', '=', orphan.id).execute()).toEqual([]);
      await expect(db.insertInto('process_instances').values(instance(888888, 'inApproval')).execute()).rejects.toThrow();
      await db.insertInto('process_instances').values(instance(recordIds[0], 'inApproval')).execute();
    } finally {
      await drop();
    }
  });
});
