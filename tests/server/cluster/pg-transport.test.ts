import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '@server';
import { CLUSTER_CHANNEL, createClusterBus, createPgTransport, type ClusterBus } from '../../../server/cluster';

/** Waits for a condition the bus reaches asynchronously (a notification, a reconnect); no timing is asserted. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
}

// LISTEN/NOTIFY exists only on PostgreSQL; on SQLite the bus has no transport (tests/server/cluster/bus.test.ts).
describe.runIf(process.env.DATABASE_URL)('PostgreSQL transport of the cluster bus', () => {
  let scratch: ScratchDatabase;
  let a: ClusterBus;
  let b: ClusterBus;
  let gaps = 0;

  beforeAll(async () => {
    scratch = await createScratchDatabase({ prefix: 'cluster_bus', url: process.env.DATABASE_URL });
    const transport = () => createPgTransport({ url: scratch.url!, db: scratch.db.db });
    a = createClusterBus({ origin: 'proc-a', transport: transport() });
    b = createClusterBus({ origin: 'proc-b', transport: transport() });
    b.onGap(() => { gaps += 1; });
    await a.start();
    await b.start();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop();
  });

  it('a publish on one connection reaches the other process, in order', async () => {
    const got: unknown[] = [];
    const stop = b.subscribe('letter', (p) => got.push(p.id));
    for (let id = 1; id <= 5; id += 1) a.publish('letter', { t: 'T1', u: 1, id });
    await until(() => got.length === 5);
    stop();
    expect(got).toEqual([1, 2, 3, 4, 5]);
  });

  it('a listening connection that is killed comes back, reports the gap, and receives again', async () => {
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND query = ${`LISTEN ${CLUSTER_CHANNEL}`}`.execute(scratch.db.db);
    await until(() => gaps >= 1);
    const got: unknown[] = [];
    b.subscribe('access', (p) => got.push(p.t));
    a.publish('access', { t: 'after-reconnect' });
    await until(() => got.length > 0);
    expect(got).toEqual(['after-reconnect']);
  });
});
