import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/open';
import { StatementProfile, statementProfileFromEnv } from '../../../server/db/statement-profile';

interface Line { at: string; top: { sql: string; calls: number; ms: number; rows: number }[] }
const linesOf = (file: string): Line[] => readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Line);

/** Issue 20 (soak): SQLITE_STATEMENT_PROFILE names which of the main connection's statements take the time, window by window. */
describe('SQLITE_STATEMENT_PROFILE', () => {
  const dir = mkdtempSync(join(tmpdir(), 'statement-profile-'));
  afterEach(() => { delete process.env.SQLITE_STATEMENT_PROFILE; });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('times every statement of the main connection by its text and appends the longest ones when the window closes', async () => {
    const file = join(dir, 'profile.jsonl');
    process.env.SQLITE_STATEMENT_PROFILE = file;
    const opened = openDatabase({ file: join(dir, 'db', 'app.sqlite') });
    await sql`CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)`.execute(opened.db);
    for (let i = 0; i < 3; i++) await sql`INSERT INTO t (v) VALUES (${`v${i}`})`.execute(opened.db);
    await opened.db.transaction().execute(async (trx) => { await sql`SELECT   v
      FROM t`.execute(trx); });
    await opened.close();

    const [line] = linesOf(file);
    expect(Date.parse(line.at)).not.toBeNaN();
    const entry = (text: string) => line.top.find((e) => e.sql === text);
    expect(entry('INSERT INTO t (v) VALUES (?)')).toMatchObject({ calls: 3, rows: 3 });
    expect(entry('SELECT v FROM t')).toMatchObject({ calls: 1, rows: 3 });
    expect(entry('commit')?.calls).toBeGreaterThanOrEqual(1);
    expect(line.top.every((e) => e.ms >= 0)).toBe(true);
    expect(line.top.map((e) => e.ms)).toEqual([...line.top.map((e) => e.ms)].sort((a, b) => b - a));
  });

  it('is off unless named, writes nothing for an idle window, and a file it cannot write costs only its line', () => {
    expect(statementProfileFromEnv(undefined)).toBeUndefined();
    expect(statementProfileFromEnv('  ')).toBeUndefined();
    const idle = join(dir, 'idle.jsonl');
    const profile = new StatementProfile(idle);
    profile.close();
    expect(existsSync(idle)).toBe(false);
    const broken = new StatementProfile(join(dir, 'no-such-dir', 'x.jsonl'));
    broken.record('select 1', 0.1, 1);
    expect(() => broken.close()).not.toThrow();
  });
});
