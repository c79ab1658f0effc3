import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKSTOP_PAGES, openDatabase, SQLITE_AUTOCHECKPOINT_PAGES, WalCheckpointer } from '../../server/db/index';

const autocheckpoint = (db: Database.Database) => db.pragma('wal_autocheckpoint', { simple: true }) as number;
const until = async (what: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('SQLite checkpoints in a thread of their own', () => {
  let dir: string;
  let file: string;
  let db: Database.Database;
  /** Rows of 2 KB, `batches` transactions of 100. */
  const write = (batches: number) => {
    const insert = db.prepare('INSERT INTO t (body) VALUES (?)');
    for (let b = 0; b < batches; b++) db.transaction(() => { for (let i = 0; i < 100; i++) insert.run('x'.repeat(2000)); })();
  };
  /** The thread's last pass found every frame of the log (of at least `frames`) copied. */
  const copiedAll = (c: WalCheckpointer, frames = 1) => c.lastPass.log >= frames && c.lastPass.log === c.lastPass.checkpointed;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
    file = join(dir, 'app.sqlite');
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)');
  });
  afterEach(() => {
    if (db.open) db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts once the log has grown, then the main connection no longer checkpoints and the thread copies the log', async () => {
    const c = new WalCheckpointer(db, file, { startAtBytes: 512 * 1024, watchMs: 10, everyMs: 10 });
    try {
      write(1);
      await new Promise((r) => setTimeout(r, 100));
      expect(c.state).toBe('watching');
      expect(autocheckpoint(db)).toBe(SQLITE_AUTOCHECKPOINT_PAGES);

      write(5);
      await until(() => c.state === 'running');
      expect(autocheckpoint(db)).toBe(BACKSTOP_PAGES);
      write(20);
      // Everything the log holds reaches the database.
      await until(() => copiedAll(c, 1000));
    } finally {
      await c.close();
    }
    expect(c.state).toBe('closed');
    expect(autocheckpoint(db)).toBe(SQLITE_AUTOCHECKPOINT_PAGES);
    // The thread's connection is closed: the main one, closing last, checkpoints and removes the log.
    db.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('lets the log start over: between bursts of writes the thread copies it all, under a steady stream the main connection does at the backstop', async () => {
    const c = new WalCheckpointer(db, file, { everyMs: 5 });
    try {
      c.start();
      await until(() => c.state === 'running');
      // 40 MB in bursts of 2 MB (about 520 pages each): the thread copies each burst before the next starts the log over.
      for (let turn = 0; turn < 20; turn++) {
        write(10);
        await until(() => copiedAll(c, 500));
      }
      expect(c.largestLog).toBeLessThan(1500);
      // 40 MB at once: the backstop's checkpoint lets the log start over.
      write(200);
      await until(() => copiedAll(c));
      expect(c.largestLog).toBeLessThan(BACKSTOP_PAGES + 1500);
    } finally {
      await c.close();
    }
  });

  it('hands checkpoints back to the main connection when the thread stops', async () => {
    const c = new WalCheckpointer(db, file, { everyMs: 10 });
    try {
      c.start();
      await until(() => c.state === 'running');
      expect(autocheckpoint(db)).toBe(BACKSTOP_PAGES);
      await c.worker!.terminate();
      await until(() => c.state === 'fallback');
      expect(autocheckpoint(db)).toBe(SQLITE_AUTOCHECKPOINT_PAGES);
    } finally {
      await c.close();
    }
  });

  it('is attached to a database file, not to an in-memory one', async () => {
    const opened = openDatabase({ file: join(dir, 'other.sqlite') });
    const memory = openDatabase({ file: ':memory:' });
    try {
      expect(opened.checkpointer?.state).toBe('watching');
      expect(memory.checkpointer).toBeUndefined();
    } finally {
      await opened.close();
      await memory.close();
    }
    expect(opened.checkpointer?.state).toBe('closed');
  });
});
