import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataAccess } from '@server';
import { databases } from './support/databases';
import { createHarness, type Harness } from './support/harness';

type FieldErrors = { reqFieldErrorList: { fields: string; message: string }[] };
const AGENT_MENU = 'S902000000000000';
const form = { contactName: 'Ada Admin', mobile: '13800000001', region: 'Shanghai', introduction: 'Twenty resellers in East China.' };

describe.each(databases())('agent programme: become agent, agent info, contract ($name)', (target) => {
  let h: Harness;
  beforeAll(async () => { h = await createHarness(target); });
  afterAll(async () => { await h?.close(); });

  const info = async (token: string) => (await h.post('/api/agent/currentAgentInfoVo', {}, { token })).data;
  const statusOf = async (tenant: string) =>
    (await h.db.selectFrom('tenants').select('agent_status').where('id', '=', tenant).executeTakeFirstOrThrow()).agent_status;

  it('gives every company the agent menu its administrators hold, and keeps it from staff', async () => {
    for (const tenant of ['acme', 'globex']) {
      const menu = await h.db.selectFrom('menus').select(['code', 'system']).where('tenant_id', '=', tenant).where('code', '=', AGENT_MENU).executeTakeFirst();
      expect(menu?.system).toBe(1);
    }
    const admin = await h.post('/api/sys/getMenuTreetByUser', {}, { token: await h.token('admin') });
    expect(Object.keys(admin.data.menuMap)).toContain(AGENT_MENU);
    const alice = await h.post('/api/sys/getMenuTreetByUser', {}, { token: await h.token('alice') });
    expect(Object.keys(alice.data.menuMap)).not.toContain(AGENT_MENU);
  });

  it('refuses the three calls to a member without S902000000000000, and opens them once a role grants it', async () => {
    const finance = await h.token('finance');
    for (const path of ['/api/agent/becomeAgent', '/api/agent/currentAgentInfoVo', '/api/agentcontract/currentAgentInfoVo']) {
      const res = await h.post(path, path.endsWith('becomeAgent') ? form : {}, { token: finance });
      expect(res.code, path).toBe(403);
    }
    expect(await statusOf('acme')).toBe(0);
    const role = await h.db.selectFrom('roles').select('id').where('tenant_id', '=', 'acme').where('code', '=', 'finance').executeTakeFirstOrThrow();
    await h.db.insertInto('role_menus').values({ tenant_id: 'acme', role_id: role.id, menu_code: AGENT_MENU, buttons: null }).execute();
    const res = await h.post('/api/agent/currentAgentInfoVo', {}, { token: finance });
    expect(res.code).toBe(0);
    expect(res.data).toEqual({ agentStatus: 0, application: null, contractStart: null, contractEnd: null });
    await h.db.deleteFrom('role_menus').where('tenant_id', '=', 'acme').where('menu_code', '=', AGENT_MENU).execute();
    expect((await h.post('/api/agent/currentAgentInfoVo', {}, { token: finance })).code).toBe(403);
  });

  it('validates the application field by field (code 14, in the caller\'s language) and changes nothing', async () => {
    const admin = await h.token('admin');
    const empty = await h.post('/api/agent/becomeAgent', {}, { token: admin, lang: 'en-US' });
    expect(empty.code).toBe(14);
    expect((empty.data as FieldErrors).reqFieldErrorList.map((e) => e.fields)).toEqual(['contactName', 'mobile', 'region']);
    const bad = await h.post('/api/agent/becomeAgent', { ...form, mobile: '12345', region: '  ', introduction: 'x'.repeat(1001) }, { token: admin, lang: 'zh-CN' });
    expect(bad.code).toBe(14);
    const list = (bad.data as FieldErrors).reqFieldErrorList;
    expect(list.map((e) => e.fields)).toEqual(['mobile', 'region', 'introduction']);
    expect(list[1].message).toBe('此项必填');
    // Unknown fields and oversize values are refused before any check.
    expect((await h.post('/api/agent/becomeAgent', { ...form, agentStatus: 9 }, { token: admin })).code).toBe(400);
    expect((await h.post('/api/agent/becomeAgent', { ...form, introduction: 'x'.repeat(5000) }, { token: admin })).code).toBe(400);
    expect(await statusOf('acme')).toBe(0);
    expect(await h.db.selectFrom('agent_applications').select('id').execute()).toEqual([]);
  });

  it('files the application (0 -> 1) with who and when, and refuses a second one with a clear message', async () => {
    const admin = await h.token('admin');
    const before = Date.now();
    const res = await h.post('/api/agent/becomeAgent', { ...form, contactName: '  Ada Admin ' }, { token: admin });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.agentStatus).toBe(1);
    expect(res.data.application).toMatchObject({ ...form, appliedByName: 'Ada Admin' });
    expect(res.data.application.appliedAt).toBeGreaterThanOrEqual(before);
    expect((await h.post('/api/tenant/queryCurrentTenant', {}, { token: admin })).data.agentStatus).toBe(1);
    expect(await info(admin)).toEqual(res.data);

    const again = await h.post('/api/agent/becomeAgent', form, { token: admin, lang: 'en-US' });
    expect(again.code).toBe(409);
    expect(again.msg).toBe('This company cannot apply to become an agent: an application is pending review');
    expect(again.data).toEqual({ agentStatus: 1 });
    const zh = await h.post('/api/agent/becomeAgent', form, { token: admin, lang: 'zh-CN' });
    expect(zh.msg).toBe('本企业无法申请成为代理商：申请正在审核中');
    expect(await h.db.selectFrom('agent_applications').select('id').where('tenant_id', '=', 'acme').execute()).toHaveLength(1);
  });

  it('keeps each company\'s agent status and application to itself', async () => {
    const gadmin = await h.token('gadmin');
    expect(await info(gadmin)).toEqual({ agentStatus: 0, application: null, contractStart: null, contractEnd: null });
    // acme's administrator, signed in to globex, sees globex's (empty) agent info.
    const inGlobex = await h.login('admin', undefined, 'globex');
    expect(await info(inGlobex.data.token)).toMatchObject({ agentStatus: 0, application: null });
    const filed = await h.post('/api/agent/becomeAgent', { ...form, contactName: 'Grace', region: 'Berlin' }, { token: gadmin });
    expect(filed.code).toBe(0);
    expect((await info(await h.token('admin'))).application).toMatchObject({ contactName: 'Ada Admin', region: 'Shanghai' });
    expect((await info(gadmin)).application).toMatchObject({ contactName: 'Grace', region: 'Berlin', appliedByName: 'Grace Globex Admin' });
  });

  it('shows the contract period once signed and its expiry (status moved on through the data layer)', async () => {
    const admin = await h.token('admin');
    const agent = createDataAccess(h.db, h.dialect).forTenant('acme').agent;
    await agent.setStatus(2);
    const unsigned = await h.post('/api/agentcontract/currentAgentInfoVo', {}, { token: admin });
    expect(unsigned.data).toEqual({ agentStatus: 2, signed: false, contractStart: null, contractEnd: null, expired: false });
    const start = Date.UTC(2026, 0, 1);
    const end = Date.now() + 365 * 86_400_000;
    await agent.setStatus(4, { start, end });
    expect(await info(admin)).toMatchObject({ agentStatus: 4, contractStart: start, contractEnd: end });
    expect((await h.post('/api/agentcontract/currentAgentInfoVo', {}, { token: admin })).data)
      .toEqual({ agentStatus: 4, signed: true, contractStart: start, contractEnd: end, expired: false });
    await agent.setStatus(3);
    expect((await h.post('/api/agentcontract/currentAgentInfoVo', {}, { token: admin })).data).toMatchObject({ agentStatus: 3, expired: true });
    const refused = await h.post('/api/agent/becomeAgent', form, { token: admin, lang: 'ru-RU' });
    expect(refused.code).toBe(409);
    expect(refused.msg).toContain('срок агентского договора истёк');
    // globex's contract is untouched.
    expect((await h.post('/api/agentcontract/currentAgentInfoVo', {}, { token: await h.token('gadmin') })).data)
      .toMatchObject({ agentStatus: 1, signed: false, contractStart: null });
  });
});
