import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, OperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createDataAccess, DEMO_PASSWORD } from '@server';
import { SETTINGS_MENU } from '../../../server/db';
import { writesStamped } from '../../../server/data/cache-stamp';
import { databases } from '../support/databases';
import { tablesOf } from '../support/query-tables';
import type { Envelope } from '../support/harness';

const WHO = '/api/admin/user/getCurrentHrUserInfo';
const ROLES_PAGE = '/api/sys/role/getSysRolePage';
/** What the request path keeps between requests: a warm call must not read these. */
const CACHED_TABLES = ['users', 'user_tenants', 'tenants', 'roles', 'user_roles', 'menus', 'role_menus', 'functions', 'packs', 'sessions'];

/**
 * Issue 20 item 3: the signed-in member, their company, roles, menus and grants are kept
 * between requests, and every change to them counts at the very next request: made through
 * the product, or behind its back (another server process, a script), which only the
 * database's cache stamp (migration 025) can tell.
 */
describe.each(databases())('request cache ($name)', (target) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let raw: Awaited<ReturnType<typeof target.createSeeded>>['db']['db'];
  let recording: string[][] | undefined;
  const recorder: KyselyPlugin = {
    transformQuery({ node }) {
      recording?.push([...tablesOf(node)]);
      return node;
    },
    async transformResult({ result }) { return result; },
  };

  const post = async <T = any>(path: string, body: unknown, token?: string): Promise<Envelope<T>> => {
    const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', lang: 'en-US', ...(token ? { accesstoken: token } : {}) }, payload: JSON.stringify(body) });
    return res.json() as Envelope<T>;
  };
  const signIn = async (userName: string, tenantId?: string, password = DEMO_PASSWORD) => {
    const r = await post<{ token: string }>('/api/auth/login', tenantId ? { userName, password, tenantId } : { userName, password });
    if (r.code !== 0) throw new Error(`login ${userName}: ${r.msg}`);
    return r.data.token;
  };
  const userId = async (name: string) => Number((await raw.selectFrom('users').select('id').where('user_name', '=', name).executeTakeFirstOrThrow()).id);
  /** A role granting the roles screen, held by `user`; returns its id. */
  const grantRolesScreen = async (admin: string, code: string, user: string) => {
    const role = await post(`/api/sys/role/saveSysRole`, { code, name: code }, admin);
    expect(role.code).toBe(0);
    expect((await post('/api/sys/role/saveRoleMenus', { roleId: role.data.id, menuCodes: [SETTINGS_MENU.roles] }, admin)).code).toBe(0);
    expect((await post('/api/sys/role/addUserToRole', { roleId: role.data.id, userIds: [await userId(user)] }, admin)).code).toBe(0);
    return role.data.id as number;
  };

  beforeAll(async () => {
    process.env.SESSION_CACHE_MS = '3600000';
    const created = await target.createSeeded();
    drop = created.drop;
    raw = created.db.db;
    app = await buildApp({ db: { ...created.db, db: created.db.db.withPlugin(recorder) }, dataDir: created.dataDir, distDir: `${created.dataDir}/no-dist`, oidc: null });
  });
  afterAll(async () => {
    delete process.env.SESSION_CACHE_MS;
    await app?.close();
    await drop?.();
  });

  it('a warm trivial call reads nothing but the stamp; a warm list page reads no member, company, role, menu or function', async () => {
    const token = await signIn('admin', 'acme');
    for (const path of [WHO, '/api/fn/reimbursement/page']) {
      const body = path === WHO ? {} : { current: 1, size: 20 };
      expect((await post(path, body, token)).code).toBe(0);
      recording = [];
      expect((await post(path, body, token)).code).toBe(0);
      const seen = recording;
      recording = undefined;
      const cachedRead = seen.filter((tables) => tables.some((t) => CACHED_TABLES.includes(t) && !(t === 'users' && tables.includes('fn_records'))));
      expect(cachedRead).toEqual([]);
      if (path === WHO) expect(seen).toEqual([]);
    }
  });

  it('a removed grant, and a removed role, count at the next request', async () => {
    const admin = await signIn('admin', 'acme');
    const roleId = await grantRolesScreen(admin, 'rc-grant', 'carol');
    const carol = await signIn('carol');
    expect((await post(ROLES_PAGE, { current: 1, size: 10 }, carol)).code).toBe(0);
    expect((await post(ROLES_PAGE, { current: 1, size: 10 }, carol)).code).toBe(0);
    expect((await post('/api/sys/role/saveRoleMenus', { roleId, menuCodes: [] }, admin)).code).toBe(0);
    expect((await post(ROLES_PAGE, { current: 1, size: 10 }, carol)).code).toBe(403);

    const again = await grantRolesScreen(admin, 'rc-member', 'dave');
    const dave = await signIn('dave');
    expect((await post(WHO, {}, dave)).data.roles).toContain('rc-member');
    expect((await post(ROLES_PAGE, { current: 1, size: 10 }, dave)).code).toBe(0);
    expect((await post('/api/sys/role/removeUserToRole', { roleId: again, userIds: [await userId('dave')] }, admin)).code).toBe(0);
    expect((await post(ROLES_PAGE, { current: 1, size: 10 }, dave)).code).toBe(403);
    expect((await post(WHO, {}, dave)).data.roles).not.toContain('rc-member');
  });

  it('a grant or a role removed behind the server\'s back (another process, a script) counts at the next request', async () => {
    const admin = await signIn('admin', 'acme');
    const roleId = await grantRolesScreen(admin, 'rc-behind', 'erin');
    const erin = await signIn('erin');
    expect((await post(ROLES_PAGE, { current: 1, size: 10 }, erin)).code).toBe(0);
    await raw.deleteFrom('role_menus').where('role_id', '=', roleId).execute();
    expect((await post(ROLES_PAGE, { current: 1, size: 10 }, erin)).code).toBe(403);
    await raw.updateTable('users').set({ full_name: 'Erin Renamed' }).where('user_name', '=', 'erin').execute();
    expect((await post(WHO, {}, erin)).data.fullName).toBe('Erin Renamed');
  });

  it('a disabled member and a reset password end the session at the next request', async () => {
    const admin = await signIn('admin', 'acme');
    const alice = await signIn('alice');
    expect((await post(WHO, {}, alice)).code).toBe(0);
    const id = await userId('alice');
    expect((await post('/api/sys/user/setDisabled', { id, disabled: true }, admin)).code).toBe(0);
    expect((await post(WHO, {}, alice)).code).toBe(4);
    expect((await post('/api/sys/user/setDisabled', { id, disabled: false }, admin)).code).toBe(0);

    const frank = await signIn('frank');
    expect((await post(WHO, {}, frank)).code).toBe(0);
    expect((await post(`/api/sys/user/resetPwd?id=${await userId('frank')}`, { password: 'NewPass99' }, admin)).code).toBe(0);
    expect((await post(WHO, {}, frank)).code).toBe(4);
    // A session deleted behind the server's back ends too.
    const bob = await signIn('bob');
    expect((await post(WHO, {}, bob)).code).toBe(0);
    await raw.deleteFrom('sessions').where('user_id', '=', await userId('bob')).execute();
    expect((await post(WHO, {}, bob)).code).toBe(4);
  });

  it('a deleted menu leaves the menu tree at the next request', async () => {
    const admin = await signIn('admin', 'acme');
    const code = 'M77100000000000';
    const created = await post('/api/sys/menu/save', {
      code, create: true, parentCode: null, names: { 'zh-CN': '帮助', 'en-US': 'Cache help' }, icon: 'BookOutlined', frontPath: '/cache-help', position: 'LEFT_TREE', sort: 3,
    }, admin);
    expect(created.code).toBe(0);
    const tree = async () => JSON.stringify((await post('/api/sys/getMenuTreetByUser', {}, admin)).data.menuTree);
    expect(await tree()).toContain('/cache-help');
    expect(await tree()).toContain('/cache-help');
    expect((await post('/api/sys/menu/delete', { code }, admin)).code).toBe(0);
    expect(await tree()).not.toContain('/cache-help');
  });

  it('a request reads its own writes, and what a transaction committed, though the stamp it read is older', async () => {
    const data = createDataAccess(raw, target.name);
    const view = data.forTenant('acme', await data.cacheStamp());
    const uid = await userId('bob');
    expect(await view.users.roleCodes(uid)).not.toContain('rc-own');
    const plain = data.forTenant('acme');
    const roleId = await plain.users.ensureRole('rc-own', 'rc-own');
    await plain.users.assignRole(uid, roleId);
    expect(await view.users.roleCodes(uid)).toContain('rc-own');

    let meanwhile: Promise<string[]> | undefined;
    await data.transaction(async (tx) => {
      await tx.forTenant('acme').settings.roles.removeMembers(roleId, [uid]);
      // Another request reads meanwhile: on PostgreSQL it sees (and would keep) the roles before the commit.
      meanwhile = view.users.roleCodes(uid);
      if (target.name === 'postgres') await meanwhile;
    });
    await meanwhile;
    expect(await view.users.roleCodes(uid)).not.toContain('rc-own');
  });

  it('never answers one company from another\'s entry: the same user in two companies', async () => {
    const inAcme = await signIn('admin', 'acme');
    const inGlobex = await signIn('admin', 'globex');
    for (let i = 0; i < 2; i++) {
      expect((await post(WHO, {}, inAcme)).data.tenantId).toBe('acme');
      expect((await post(WHO, {}, inGlobex)).data.tenantId).toBe('globex');
    }
    const roleId = await grantRolesScreen(inGlobex, 'rc-globex-only', 'admin');
    expect((await post(WHO, {}, inGlobex)).data.roles).toContain('rc-globex-only');
    expect((await post(WHO, {}, inAcme)).data.roles).not.toContain('rc-globex-only');
    expect((await post('/api/sys/role/saveRoleMenus', { roleId, menuCodes: [] }, inGlobex)).code).toBe(0);
    for (let i = 0; i < 2; i++) {
      expect((await post('/api/tenant/queryCurrentTenant', {}, inAcme)).data.corpName).toBe('Acme Ltd');
      expect((await post('/api/tenant/queryCurrentTenant', {}, inGlobex)).data.corpName).toBe('Globex Corp');
    }
  });
});

describe('writes that raise the local count', () => {
  const node = (sql: string) => ({ kind: 'RawNode', sqlFragments: [sql], parameters: [] }) as unknown as OperationNode;
  it('tells writes to cached tables from other writes and from reads', () => {
    expect(writesStamped(node('UPDATE users SET full_name = $1'))).toBe(true);
    expect(writesStamped(node('delete from "sessions" where id = 1'))).toBe(true);
    expect(writesStamped(node('UPDATE sessions SET last_seen_at = 1'))).toBe(false);
    expect(writesStamped(node('INSERT INTO fn_records (x) VALUES (1)'))).toBe(false);
    expect(writesStamped(node('SELECT * FROM users'))).toBe(false);
  });
});
