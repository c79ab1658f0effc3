import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createDataAccess, createScratchDatabase, DEMO_PASSWORD, readInstalledPack, runPackDemo, type ScratchDatabase } from '@server';
import { bundledDemos } from '@schemas';
import { runPackCliHere } from '../../scripts/support/cli';
import * as fx from './fixtures';

const targets = process.env.DATABASE_URL ? [{ name: 'sqlite' }, { name: 'postgres', url: process.env.DATABASE_URL }] : [{ name: 'sqlite' }];
const ROOT = resolve(__dirname, '../../..');

describe.each(targets)('packs of issue 13 install and upgrade ($name)', (target) => {
  let scratch: ScratchDatabase;
  let app: FastifyInstance;
  let work: string;
  let token = '';
  let adminId = 0;
  const post = async (path: string, body: unknown = {}) => {
    const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', accesstoken: token, lang: 'en-US' }, payload: JSON.stringify(body) });
    return res.json() as { code: number; msg: string; data: any };
  };
  const data = () => createDataAccess(scratch.db.db, scratch.db.dialect);

  /** A tenant with no pack at all whose administrator is the demo admin. */
  async function freshTenant(id: string) {
    const d = data();
    await d.identity.createTenant({ id, corpName: `Fresh ${id}`, now: Date.now() });
    await d.identity.addMembership(adminId, id);
    const t = d.forTenant(id);
    await t.settings.ensureSystemMenus();
    await t.users.assignRole(adminId, await t.users.ensureRole('admin', 'roles.admin'));
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase({ prefix: 'packs13', url: target.url });
    app = await buildApp({ db: scratch.db, dataDir: scratch.dataDir, distDir: join(scratch.dataDir, 'no-dist') });
    work = mkdtempSync(join(tmpdir(), 'packs13-'));
    adminId = (await scratch.db.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()).id;
    await freshTenant('fresh');
    await freshTenant('fresh2');
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ userName: 'admin', password: DEMO_PASSWORD, tenantId: 'fresh' }) });
    token = login.json().data.token;
  });
  afterAll(async () => {
    await app?.close();
    await scratch?.drop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('every demo tenant got the four packs on first start', async () => {
    const rows = await scratch.db.db.selectFrom('packs').select(['tenant_id', 'pack_key']).where('tenant_id', '=', 'acme').execute();
    expect(rows.map((r) => r.pack_key)).toEqual(expect.arrayContaining([...fx.PACK_IDS]));
  });

  it('makes each pack\'s demo records in the demo tenant through the product\'s services: stock from approved documents, documents in every state', async () => {
    for (const id of fx.PACK_IDS) {
      const demo = bundledDemos.find((d) => d.pack === id);
      expect(demo, id).toBeDefined();
      expect(await runPackDemo(data(), 'acme', demo!, Date.now())).toBe(true);
    }
    const db = scratch.db.db;
    const states = await db.selectFrom('fn_records').innerJoin('functions', 'functions.id', 'fn_records.fn_id')
      .select(['functions.code', 'fn_records.doc_state', 'fn_records.data']).where('fn_records.tenant_id', '=', 'acme').execute();
    const stateSet = (code: string) => new Set(states.filter((r) => r.code === code).map((r) => r.doc_state));
    for (const code of ['consumableOutbound', 'project', 'settlement', 'leave']) {
      expect([...stateSet(code)].sort(), code).toEqual(['approved', 'draft', 'inApproval', 'rejected']);
    }
    const items = Object.fromEntries(states.filter((r) => r.code === 'consumable').map((r) => {
      const v = typeof r.data === 'string' ? JSON.parse(r.data) : r.data;
      return [v.itemCode, [v.stock, v.stockAlert]];
    }));
    expect(items).toMatchObject({ 'A4-80G': [44, 'ok'], 'NOTE-76': [22, 'ok'], 'TON-HP26A': [2, 'low'], 'SAN-500': [3, 'low'], 'USBC-HDMI': [5, 'ok'] });
  });

  it('installs each pack into a fresh tenant over HTTP; an upgrade keeps every record', async () => {
    for (const id of fx.PACK_IDS) {
      const res = await post('/api/pack/install', { pack: fx.bundled(id) });
      expect(res, id).toMatchObject({ code: 0, data: { packId: id, version: fx.bundled(id).version } });
    }
    /** Saves and submits as the only member, the administrator, who then approves every step. */
    const approved = async (fn: string, rec: Record<string, unknown>) => {
      const saved = await post(`/api/fn/${fn}/save`, { data: rec });
      expect(saved.code, JSON.stringify(saved)).toBe(0);
      const sub = await post(`/api/fn/${fn}/submit`, { id: saved.data.id });
      for (let i = 0; i < 3; i++) {
        const tasks = (await post('/api/bpm/selectPendingProcessByPage', { current: 1, size: 50 })).data.records
          .filter((r: { processInstanceId: number }) => r.processInstanceId === sub.data.processInstanceId);
        if (!tasks.length) break;
        expect((await post('/api/bpm/approvalPass', { taskId: tasks[0].taskId })).code).toBe(0);
      }
      expect((await post(`/api/fn/${fn}/detail`, { id: saved.data.id })).data.record.docState).toBe('approved');
      return saved.data.id as number;
    };
    const item = await post('/api/fn/consumable/save', { data: fx.consumable() });
    expect(item.code, item.msg).toBe(0);
    await approved('consumableInbound', fx.inbound([fx.line(item.data.id, 5)], { applicant: adminId }));
    const proj = { data: { id: await approved('project', fx.project({ projectManager: adminId, teamMembers: [adminId] })) } };
    const records: Record<string, unknown> = {
      consumableInbound: fx.inbound([fx.line(item.data.id, 5)], { applicant: adminId }),
      consumableOutbound: fx.outbound([fx.line(item.data.id, 2)], { applicant: adminId }),
      consumableStocktake: fx.stocktake([{ item: item.data.id, bookStock: 5, countedStock: 9 }], { applicant: adminId }),
      settlement: fx.settlement({ applicant: adminId, project: proj.data.id }),
      leave: fx.leave({ applicant: adminId }),
    };
    const saved: Record<string, number> = { consumable: item.data.id, project: proj.data.id };
    for (const [fn, rec] of Object.entries(records)) {
      const res = await post(`/api/fn/${fn}/save`, { data: rec });
      expect(res.code, `${fn}: ${JSON.stringify(res)}`).toBe(0);
      saved[fn] = res.data.id;
    }
    const before: Record<string, unknown> = {};
    for (const [fn, id] of Object.entries(saved)) before[fn] = (await post(`/api/fn/${fn}/detail`, { id })).data.record.data;

    for (const id of fx.PACK_IDS) {
      const next = fx.bundled(id);
      next.version = '1.9.0';
      const res = await post('/api/pack/install', { pack: next });
      expect(res, id).toMatchObject({ code: 0, data: { version: '1.9.0' } });
    }
    for (const [fn, id] of Object.entries(saved)) {
      const after = await post(`/api/fn/${fn}/detail`, { id });
      expect(after.data.record.data, fn).toEqual(before[fn]);
    }
    const list = await post('/api/fn/consumable/page', { current: 1, size: 10 });
    expect(list.data.total).toBe(1);
  });

  it('installs each pack folder into a fresh tenant with the pack CLI, and upgrades it from a raised version', async () => {
    const db = { dataDir: scratch.dataDir, url: scratch.url };
    for (const id of fx.PACK_IDS) {
      const run = await runPackCliHere(['install', join(ROOT, 'schemas', id), '--tenant', 'fresh2'], db, ROOT);
      expect(run.output).toContain(`installed ${id} ${fx.bundled(id).version} into tenant fresh2`);
      expect(run.code).toBe(0);
    }
    const copy = join(work, 'leave');
    cpSync(join(ROOT, 'schemas', 'leave'), copy, { recursive: true });
    const file = join(copy, 'pack.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"version": "1.0.0"', '"version": "1.0.1"'));
    const up = await runPackCliHere(['install', copy, '--tenant', 'fresh2'], db, ROOT);
    expect(up.code, up.output).toBe(0);
    const installed = await readInstalledPack(data(), 'fresh2', 'leave');
    expect(installed?.version).toBe('1.0.1');
    expect((await readInstalledPack(data(), 'fresh2', 'consumables'))?.functions.map((f) => f.code))
      .toEqual(['consumable', 'consumableInbound', 'consumableOutbound', 'consumableStocktake']);
  }, 240_000); // every bundled pack installed and one upgraded, on a shared machine
});
