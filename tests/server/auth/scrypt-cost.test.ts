import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, openDatabase } from '@server';
import { hashPassword, scryptLog2N, verifyPassword } from '../../../server/auth/index';

/** The cost of new password hashes is the operator's (PASSWORD_SCRYPT_LOG2N); stored hashes keep theirs. */
describe('PASSWORD_SCRYPT_LOG2N', () => {
  const suites = process.env.PASSWORD_SCRYPT_LOG2N;
  afterEach(() => {
    if (suites === undefined) delete process.env.PASSWORD_SCRYPT_LOG2N;
    else process.env.PASSWORD_SCRYPT_LOG2N = suites;
  });

  it('is 2^17 unless set, and new hashes carry the cost they were made with', async () => {
    delete process.env.PASSWORD_SCRYPT_LOG2N;
    expect(scryptLog2N()).toBe(17);
    expect(scryptLog2N(' ')).toBe(17);
    expect(scryptLog2N('14')).toBe(14);
    process.env.PASSWORD_SCRYPT_LOG2N = '13';
    const hash = await hashPassword('Secret#2026');
    expect(hash).toMatch(/^scrypt\$8192\$8\$1\$/);
    // Raising the cost later leaves the stored hash readable at its own cost.
    process.env.PASSWORD_SCRYPT_LOG2N = '12';
    expect(await verifyPassword('Secret#2026', hash)).toBe(true);
    expect(await verifyPassword('Secret#2027', hash)).toBe(false);
  });

  it('refuses what is not a whole number from 12 to 18, and the server does not start with it', async () => {
    for (const bad of ['11', '19', '16.5', 'x', '-17']) {
      expect(() => scryptLog2N(bad)).toThrow(`PASSWORD_SCRYPT_LOG2N must be a whole number from 12 to 18, not "${bad}"`);
    }
    const dir = mkdtempSync(join(tmpdir(), 'scrypt-cost-'));
    const db = openDatabase({ file: join(dir, 'app.sqlite') });
    try {
      process.env.PASSWORD_SCRYPT_LOG2N = '8';
      await expect(buildApp({ db, dataDir: dir, distDir: join(dir, 'no-dist'), oidc: null })).rejects.toThrow('PASSWORD_SCRYPT_LOG2N');
      // Refused before anything was written: not even migrated.
      const tables = db.db.introspection.getTables();
      expect((await tables).map((t) => t.name)).not.toContain('users');
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
