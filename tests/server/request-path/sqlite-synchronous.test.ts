import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/open';

/** Issue 20 (approvals): the commit's disk sync is the operator's choice, FULL unless they say NORMAL. */
describe('SQLITE_SYNCHRONOUS', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-sync-'));
  afterEach(() => {
    delete process.env.SQLITE_SYNCHRONOUS;
    delete process.env.SQLITE_COMMIT_SYNC;
  });

  /** SQLite's own level (2 FULL, 1 NORMAL) and whether the driver syncs each commit off the event loop. */
  const syncLevel = async (name: string) => {
    const opened = openDatabase({ file: join(dir, name, 'app.sqlite') });
    try {
      return { sqlite: (await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(opened.db)).rows[0]?.synchronous, driver: opened.walSync !== undefined };
    } finally {
      await opened.close();
    }
  };

  it('syncs at every commit by default (FULL: SQLite does, in the COMMIT) and at checkpoints with NORMAL', async () => {
    expect(await syncLevel('default')).toEqual({ sqlite: 2, driver: false });
    process.env.SQLITE_SYNCHRONOUS = 'normal';
    expect(await syncLevel('normal')).toEqual({ sqlite: 1, driver: false });
    process.env.SQLITE_SYNCHRONOUS = 'FULL';
    expect(await syncLevel('full')).toEqual({ sqlite: 2, driver: false });
  });

  it('with SQLITE_COMMIT_SYNC=pool, syncs each commit on the thread pool (the driver), SQLite at checkpoints only', async () => {
    process.env.SQLITE_COMMIT_SYNC = 'pool';
    expect(await syncLevel('pool')).toEqual({ sqlite: 1, driver: true });
    process.env.SQLITE_SYNCHRONOUS = 'NORMAL';
    expect(await syncLevel('pool-normal')).toEqual({ sqlite: 1, driver: false });
    process.env.SQLITE_COMMIT_SYNC = 'INLINE';
    process.env.SQLITE_SYNCHRONOUS = 'FULL';
    expect(await syncLevel('inline')).toEqual({ sqlite: 2, driver: false });
  });

  it('refuses any other value before touching the disk', () => {
    process.env.SQLITE_SYNCHRONOUS = 'OFF';
    expect(() => openDatabase({ file: join(dir, 'off', 'app.sqlite') })).toThrow('SQLITE_SYNCHRONOUS must be FULL or NORMAL, not "OFF"');
    expect(existsSync(join(dir, 'off'))).toBe(false);
    delete process.env.SQLITE_SYNCHRONOUS;
    process.env.SQLITE_COMMIT_SYNC = 'later';
    expect(() => openDatabase({ file: join(dir, 'later', 'app.sqlite') })).toThrow('SQLITE_COMMIT_SYNC must be inline or pool, not "later"');
    expect(existsSync(join(dir, 'later'))).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
