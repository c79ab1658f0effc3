import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createDataAccess, createScratchDatabase, readInstalledPack, type ScratchDatabase } from '@server';
import { runPackCli, runPackCliHere, type CliDatabase } from './support/cli';

const targets = process.env.DATABASE_URL ? [{ name: 'sqlite' }, { name: 'postgres', url: process.env.DATABASE_URL }] : [{ name: 'sqlite' }];

function editJson(file: string, edit: (value: any) => void): void {
  const value = JSON.parse(readFileSync(file, 'utf8'));
  edit(value);
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** A port nothing listens on: taken from the system, then released. */
function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/** 1-based line and column of the first occurrence of `needle` in a file. */
function placeOf(file: string, needle: string): string {
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(needle);
  const before = text.slice(0, at).split('\n');
  return `${before.length}:${before[before.length - 1].length + 1}`;
}

describe.each(targets)('pack CLI ($name)', (target) => {
  let scratch: ScratchDatabase;
  let app: FastifyInstance;
  let work: string;
  let db: CliDatabase;
  // Most command lines run in this process; the entry point as `npm run pack` starts it is run in a child below.
  const cli = (...args: string[]) => runPackCliHere(args, db, work);
  const cliProcess = (...args: string[]) => runPackCli(args, db, work);
  const installed = (tenant: string, id: string) => readInstalledPack(createDataAccess(scratch.db.db, scratch.db.dialect), tenant, id);

  beforeAll(async () => {
    scratch = await createScratchDatabase({ prefix: 'pack_cli', url: target.url });
    // The server migrates and seeds the demo tenants; the CLI then shares its database.
    app = await buildApp({ db: scratch.db, dataDir: scratch.dataDir, distDir: join(scratch.dataDir, 'no-dist') });
    await app.listen({ port: 0, host: '127.0.0.1' });
    work = mkdtempSync(join(tmpdir(), 'pack-cli-'));
    db = { dataDir: scratch.dataDir, url: scratch.url };
  });
  afterAll(async () => {
    await app?.close();
    await scratch?.drop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('new makes a skeleton with three locales that validates and installs', async () => {
    const made = await cli('new', 'visit-log', '--dir', '.');
    expect(made.code).toBe(0);
    for (const lang of ['zh-CN', 'en-US', 'ru-RU']) expect(existsSync(join(work, 'visit-log', 'locales', `${lang}.json`))).toBe(true);

    const checked = await cli('validate', 'visit-log');
    expect(checked.stdout).toContain('visit-log: pack visit-log 0.1.0 is valid');
    expect(checked.code).toBe(0);

    const done = await cliProcess('install', 'visit-log', '--tenant', 'acme');
    expect(done.stdout).toContain('installed visit-log 0.1.0 into tenant acme');
    expect(done.code).toBe(0);
    const pack = await installed('acme', 'visit-log');
    expect(pack?.version).toBe('0.1.0');
    expect(pack?.functions.map((f) => f.fields.map((x) => x.identifier))).toEqual([['title', 'happenedOn', 'note']]);
    expect(await installed('globex', 'visit-log')).toBeUndefined();
  });

  it('validate points at the line and column of each offending value, and exits 1', async () => {
    await cli('new', 'bad-pack', '--dir', '.');
    const file = join(work, 'bad-pack', 'pack.json');
    editJson(file, (p) => { p.functions[0].search[0].field = 'nowhere'; });
    let run = await cli('validate', 'bad-pack');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`bad-pack/pack.json:${placeOf(file, '"nowhere"')} /functions/0/search/0/field`);
    expect(run.stderr).toContain('1 problem(s) in bad-pack');

    editJson(file, (p) => { p.menus[1].position = 'SIDEWAYS'; });
    run = await cli('validate', 'bad-pack');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`bad-pack/pack.json:${placeOf(file, '"SIDEWAYS"')} /menus/1/position must be one of`);
  });

  it('validate reports JSON syntax errors, missing locales and keys one language lacks', async () => {
    await cli('new', 'rough-pack', '--dir', '.');
    const dir = join(work, 'rough-pack');
    rmSync(join(dir, 'locales', 'ru-RU.json'));
    editJson(join(dir, 'locales', 'en-US.json'), (texts) => { delete texts['rough-pack.fields.note']; });
    let run = await cli('validate', 'rough-pack');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('rough-pack/locales/ru-RU.json:1:1 missing');
    expect(run.stderr).toContain('rough-pack/locales/en-US.json:1:1 lacks "rough-pack.fields.note" (zh-CN.json has it)');

    writeFileSync(join(dir, 'pack.json'), '{\n  "id": "rough-pack",\n  "version": "0.1.0",\n}\n');
    run = await cli('validate', 'rough-pack');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('rough-pack/pack.json:4:1 JSON: PropertyNameExpected');
  });

  it('diff lists what an upgrade adds, removes and changes; install then upgrades', async () => {
    const file = join(work, 'visit-log', 'pack.json');
    editJson(file, (p) => {
      p.version = '0.2.0';
      const fn = p.functions[0];
      fn.fields = fn.fields.filter((f: any) => f.identifier !== 'note');
      delete fn.form.properties.note;
      fn.list.columns = fn.list.columns.filter((c: any) => c.field !== 'note');
      fn.fields.push({ name: 'visit-log.fields.guests', type: 'number', identifier: 'guests' });
      fn.form.properties.guests = { type: 'number', title: 'visit-log.fields.guests', 'x-decorator': 'FormItem', 'x-component': 'NumberPicker' };
      fn.fields[0].searchable = false;
      fn.search = fn.search.filter((s: any) => s.field !== 'title');
      p.menus[1].sort = 7;
    });
    for (const lang of ['zh-CN', 'en-US', 'ru-RU']) {
      editJson(join(work, 'visit-log', 'locales', `${lang}.json`), (texts) => { texts['visit-log.fields.guests'] = `guests ${lang}`; });
    }
    const run = await cli('diff', 'visit-log', '--tenant', 'acme');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe('visit-log: 0.1.0 installed in tenant acme -> 0.2.0');
    expect(lines).toContain('~ function visit-log: form, list, search');
    expect(lines).toContain('~ field visit-log.title: searchable true -> false');
    expect(lines).toContain('+ field visit-log.guests');
    expect(lines).toContain('- field visit-log.note');
    expect(lines.some((l) => /^~ menu S\d+: sort 1 -> 7$/.test(l))).toBe(true);

    expect((await cli('install', 'visit-log', '--tenant', 'acme')).code).toBe(0);
    expect((await installed('acme', 'visit-log'))?.version).toBe('0.2.0');
    const again = await cli('diff', 'visit-log', '--tenant', 'acme');
    expect(again.stdout).toContain('no changes to functions, fields or menus');
  });

  it('install refuses an unknown tenant and a downgrade, and exits 1', async () => {
    const unknown = await cli('install', 'visit-log', '--tenant', 'nobody');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no tenant "nobody"');

    editJson(join(work, 'visit-log', 'pack.json'), (p) => { p.version = '0.0.9'; });
    const older = await cli('install', 'visit-log', '--tenant', 'acme');
    expect(older.code).toBe(1);
    expect(older.stderr).toContain('install refused: Version 0.2.0 is installed; cannot downgrade to 0.0.9');
    expect((await installed('acme', 'visit-log'))?.version).toBe('0.2.0');
  });

  it('install --server signs in to a running server and installs there as the tenant administrator', async () => {
    await cli('new', 'site-visits', '--dir', '.');
    const address = app.server.address();
    const server = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const denied = await cli('install', 'site-visits', '--tenant', 'globex', '--server', server, '--user', 'gadmin', '--password', 'wrong');
    expect(denied.code).toBe(1);
    expect(denied.stderr).toContain(`install refused: ${server}:`);
    expect(await installed('globex', 'site-visits')).toBeUndefined();

    const closed = await freePort();
    const unreachable = await cli('install', 'site-visits', '--tenant', 'globex', '--server', `http://127.0.0.1:${closed}`, '--user', 'gadmin', '--password', 'Demo1234');
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain(`install refused: http://127.0.0.1:${closed}: ECONNREFUSED`);

    const run = await cli('install', 'site-visits', '--tenant', 'globex', '--server', server, '--user', 'gadmin', '--password', 'Demo1234');
    expect(run.stdout).toContain(`installed site-visits 0.1.0 into tenant globex on ${server}`);
    expect(run.code).toBe(0);
    expect((await installed('globex', 'site-visits'))?.functions.map((f) => f.code)).toEqual(['site-visits']);
  });

  it('install --demo makes the folder\'s demo records in the tenant, through the product\'s rules', async () => {
    const assets = resolve(__dirname, '../../schemas/assets');
    const run = await cli('install', assets, '--tenant', 'acme', '--demo');
    expect(run.code, run.output).toBe(0);
    expect(run.stdout).toMatch(/demo records made \(\d+\)/);
    const t = createDataAccess(scratch.db.db, scratch.db.dialect).forTenant('acme');
    const fnId = (await scratch.db.db.selectFrom('functions').select('id').where('tenant_id', '=', 'acme').where('code', '=', 'asset').executeTakeFirstOrThrow()).id;
    const made = await scratch.db.db.selectFrom('fn_records').select('id').where('fn_id', '=', fnId).execute();
    expect(made.length).toBeGreaterThan(5);
    const admin = (await scratch.db.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect(await t.users.roleCodes(admin)).toContain('assetAdmin');
    // The register's codes are unique: a second run is refused by the pack's own rule, and says so.
    const again = await cli('install', assets, '--tenant', 'acme', '--demo');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('installed, but the demo records stopped');
    expect((await cli('install', assets, '--tenant', 'acme', '--demo', '--server', 'http://127.0.0.1:1', '--user', 'a', '--password', 'b')).code).toBe(2);
  });

  it('a wrong command line prints the usage and exits 2', async () => {
    const run = await cliProcess('frobnicate');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown command "frobnicate"');
    expect(run.stderr).toContain('usage: npm run pack');
    expect((await cli('install', 'visit-log')).code).toBe(2);
    expect((await cli('validate', 'visit-log', '--tenant', 'acme')).code).toBe(2);
  });
  // Each step starts a process (and a sign-in pays for scrypt): generous on a shared machine.
}, 120_000);
