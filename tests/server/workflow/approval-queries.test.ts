import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, OperationNode, QueryId } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, DEMO_PASSWORD, type DB } from '@server';
import type { Kysely } from 'kysely';
import { databases } from '../support/databases';
import { tablesOf } from '../support/query-tables';
import type { Envelope } from '../support/harness';
import { flowsPack } from './fixtures/flows-pack';

/** `select process_instances+process_tasks`: the statement's kind and the tables it names, sorted. */
const signature = (node: OperationNode) => node.kind === 'RawNode'
  ? `raw ${(node as unknown as { sqlFragments: string[] }).sqlFragments.join('?').slice(0, 80)}`
  : `${node.kind.replace('QueryNode', '').toLowerCase()} ${[...tablesOf(node)].sort().join('+')}`;

const APPROVERS = ['bob', 'carol', 'dave', 'erin', 'frank'] as const;

/**
 * Issue 20 (approvals): what one approval of a countersign of five at 60 % costs the
 * database. The statements are recorded as they run (a query built into another, like a
 * subquery, is not run on its own and is not counted).
 */
describe.each(databases())('approval queries ($name)', (target) => {
  let app: FastifyInstance;
  let raw: Kysely<DB>;
  let drop: () => Promise<void>;
  let recording: string[] | undefined;
  const built = new Map<QueryId, string>();
  const recorder: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      if (recording) built.set(queryId, signature(node));
      return node;
    },
    async transformResult({ result, queryId }) {
      const ran = built.get(queryId);
      if (ran !== undefined && recording) recording.push(ran);
      built.delete(queryId);
      return result;
    },
  };
  const tokens: Record<string, string> = {};

  const post = async <T = any>(path: string, body: unknown, token?: string): Promise<Envelope<T>> => {
    const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', lang: 'en-US', ...(token ? { accesstoken: token } : {}) }, payload: JSON.stringify(body) });
    return res.json() as Envelope<T>;
  };
  const start = async (): Promise<{ pid: number; recordId: number; tasks: { id: number; user: string }[] }> => {
    const saved = await post('/api/fn/cs60/save', { data: { title: 'queries', amount: 5 } }, tokens.alice);
    expect(saved.code, saved.msg).toBe(0);
    const sub = await post('/api/fn/cs60/submit', { id: saved.data.id }, tokens.alice);
    expect(sub.code, sub.msg).toBe(0);
    const pid = sub.data.processInstanceId as number;
    const rows = await raw.selectFrom('process_tasks').innerJoin('users', 'users.id', 'process_tasks.assignee_id')
      .select(['process_tasks.id', 'users.user_name']).where('instance_id', '=', pid).orderBy('process_tasks.id').execute();
    return { pid, recordId: saved.data.id, tasks: rows.map((r) => ({ id: Number(r.id), user: r.user_name })) };
  };
  /** Approves a task and answers the statements the request ran. */
  const approve = async (task: { id: number; user: string }) => {
    recording = [];
    const res = await post('/api/bpm/approvalPass', { taskId: task.id }, tokens[task.user]);
    // PostgreSQL: letters are announced to the other server processes after their commit (the
    // cluster bus, pg_notify), asynchronously; those of an earlier request may land here.
    // The session's activity time is written when its last write is 5 s old: that depends on
    // how long the machine took since this user's previous request, not on the approval.
    const ran = recording.filter((q) => !q.startsWith('raw SELECT pg_notify') && q !== 'update sessions');
    recording = undefined;
    expect(res.code, res.msg).toBe(0);
    return { ran, state: res.data.state as string };
  };

  beforeAll(async () => {
    process.env.SESSION_CACHE_MS = '3600000';
    const created = await target.createSeeded();
    drop = created.drop;
    raw = created.db.db;
    app = await buildApp({ db: { ...created.db, db: created.db.db.withPlugin(recorder) }, dataDir: created.dataDir, distDir: `${created.dataDir}/no-dist`, oidc: null });
    for (const u of ['admin', 'alice', ...APPROVERS]) {
      const r = await post<{ token: string }>('/api/auth/login', { userName: u, password: DEMO_PASSWORD });
      if (r.code !== 0) throw new Error(`login ${u}: ${r.msg}`);
      tokens[u] = r.data.token;
    }
    const installed = await post('/api/pack/install', { pack: flowsPack() }, tokens.admin);
    expect(installed.code, installed.msg).toBe(0);
    // Warm: sessions, the request cache, the function version.
    const warm = await start();
    for (const t of warm.tasks.slice(0, 3)) await approve(t);
  });
  afterAll(async () => {
    delete process.env.SESSION_CACHE_MS;
    await app?.close();
    await drop?.();
  });

  it('a submission writes the countersign\'s five tasks in one statement, already open, and a letter to each approver', async () => {
    const saved = await post('/api/fn/cs60/save', { data: { title: 'queries', amount: 5 } }, tokens.alice);
    expect(saved.code, saved.msg).toBe(0);
    recording = [];
    const sub = await post('/api/fn/cs60/submit', { id: saved.data.id }, tokens.alice);
    const ran = recording.filter((q) => !q.startsWith('raw SELECT pg_notify') && q !== 'update sessions');
    recording = undefined;
    expect(sub.code, sub.msg).toBe(0);
    expect(ran.filter((q) => q.endsWith(' process_tasks') && !q.startsWith('select'))).toEqual(['insert process_tasks']);
    expect(ran.filter((q) => q === 'insert station_letters')).toHaveLength(APPROVERS.length);
    const rows = await raw.selectFrom('process_tasks').innerJoin('users', 'users.id', 'process_tasks.assignee_id')
      .select(['users.user_name', 'state', 'version', 'received_at', 'seq']).where('instance_id', '=', sub.data.processInstanceId).orderBy('process_tasks.id').execute();
    expect(rows.map((r) => [r.user_name, r.state, r.version, r.seq])).toEqual(APPROVERS.map((u, i) => [u, 'pending', 0, i]));
    expect(rows.every((r) => r.received_at !== null)).toBe(true);
    const letters = await raw.selectFrom('station_letters').select(['user_id', 'biz']).orderBy('id', 'desc').limit(APPROVERS.length).execute();
    const taskIds = new Set(letters.map((l) => (JSON.parse(l.biz) as { taskId: number }).taskId));
    expect(taskIds.size).toBe(APPROVERS.length);
  });

  it('an approval that decides nothing: the instance found and locked by the task in one statement, no name read, no instance or document-state write', async () => {
    const { pid, recordId, tasks } = await start();
    const { ran, state } = await approve(tasks[0]);
    expect(state).toBe('inApproval');
    expect(ran).toEqual([
      'select process_instances+process_tasks',
      'select fn_records+users',
      'select process_tasks',
      'update process_tasks',
    ]);
    const record = await raw.selectFrom('fn_records').select('doc_state').where('id', '=', recordId).executeTakeFirstOrThrow();
    expect(record.doc_state).toBe('inApproval');
    // The instance stays as it was: same version, same nodes (the task carries the approval).
    const inst = await raw.selectFrom('process_instances').select(['version', 'state', 'current_node_ids']).where('id', '=', pid).executeTakeFirstOrThrow();
    expect(inst).toMatchObject({ state: 'inApproval', version: 1 });
    const states = await raw.selectFrom('process_tasks').select(['state', 'version']).where('instance_id', '=', pid).orderBy('id').execute();
    expect(states).toEqual([{ state: 'approved', version: 1 }, ...tasks.slice(1).map(() => ({ state: 'pending', version: 0 }))]);
  });

  it('the deciding approval closes the remaining tasks in one statement and writes the letter with the initiator\'s name', async () => {
    const { pid, recordId, tasks } = await start();
    await approve(tasks[0]);
    await approve(tasks[1]);
    const { ran, state } = await approve(tasks[2]);
    expect(state).toBe('approved');
    expect(ran).toEqual([
      'select process_instances+process_tasks',
      'select fn_records+users',
      'select process_tasks',
      'update process_tasks',
      // The two remaining tasks closed together.
      'update process_tasks',
      // The initiator's name, for the letter with the result.
      'select user_tenants+users',
      'insert station_letters',
      // The approver as the record's rules see them (name, department; no roles).
      'select user_tenants+users+ut',
      'update process_instances',
      'update fn_records',
    ]);
    const rows = await raw.selectFrom('process_tasks').select(['state', 'version', 'operated_at']).where('instance_id', '=', pid).orderBy('id').execute();
    expect(rows.map((r) => [r.state, r.version])).toEqual([['approved', 1], ['approved', 1], ['approved', 1], ['closed', 1], ['closed', 1]]);
    expect(new Set(rows.slice(2).map((r) => Number(r.operated_at))).size).toBe(1);
    const record = await raw.selectFrom('fn_records').select('doc_state').where('id', '=', recordId).executeTakeFirstOrThrow();
    expect(record.doc_state).toBe('approved');
    const alice = await raw.selectFrom('users').select(['id', 'full_name']).where('user_name', '=', 'alice').executeTakeFirstOrThrow();
    const letter = await raw.selectFrom('station_letters').select(['title', 'biz']).where('user_id', '=', alice.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(letter.biz)).toMatchObject({ type: 'result', state: 'approved', processInstanceId: pid, initiator: alice.full_name });
    expect(letter.title).toContain(alice.full_name);
  });

  it('a task of another company, or none, is not found; a closed one is already handled', async () => {
    const { tasks } = await start();
    for (const t of tasks.slice(0, 3)) await approve(t);
    const closed = await post('/api/bpm/approvalPass', { taskId: tasks[4].id }, tokens[tasks[4].user]);
    expect(closed.msg).toBe('This task has already been handled; do not click repeatedly');
    // Mallory (Globex only) names a pending task of Acme.
    const pending = (await start()).tasks[0];
    const mallory = await post<{ token: string }>('/api/auth/login', { userName: 'mallory', password: DEMO_PASSWORD });
    expect(mallory.code, mallory.msg).toBe(0);
    for (const [taskId, token] of [[99_999_999, tokens.bob], [pending.id, mallory.data.token]] as const) {
      const missing = await post('/api/bpm/approvalPass', { taskId }, token);
      expect([missing.code, missing.msg]).toEqual([404, 'The approval task does not exist']);
    }
    const untouched = await raw.selectFrom('process_tasks').select(['state', 'version']).where('id', '=', pending.id).executeTakeFirstOrThrow();
    expect(untouched).toEqual({ state: 'pending', version: 0 });
  });
});
