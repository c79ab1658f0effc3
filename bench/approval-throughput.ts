/**
 * Approval throughput (issue 4 "Done when"): task completions per second for a
 * countersign of 5 at 60%, and process instances completed per second end to
 * end, on embedded SQLite and (with DATABASE_URL) PostgreSQL, through the
 * server's real code path (HTTP parsing, session, schema validation, the
 * action's transaction with row lock and optimistic versions, station letters).
 * Published figures of Camunda 8 and Flowable are printed beside ours,
 * normalised per core.
 *
 * Transport (BENCH_TRANSPORT): `http` (default) starts the server as `npm start` does
 * (the dist-server/ bundle; BENCH_SERVER_FROM_SOURCE=1: `server/main.ts` under tsx) as its
 * own process and posts over keep-alive connections (issue 20: "over real HTTP");
 * `inject` runs buildApp in this process and uses `fastify.inject` (issue 4's figures).
 *
 *   npx tsx bench/approval-throughput.ts
 *   BENCH_INSTANCES=300 BENCH_CONCURRENCY=8 BENCH_CORES=2 DATABASE_URL=postgres://... npx tsx bench/approval-throughput.ts
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { createScratchDatabase, DEMO_PASSWORD, type OpenedDatabase } from '../server/index';
import { httpTransport, injectTransport, type Transport } from './approval/transport';

/** Published reference figures (as cited in issue 4), per core. */
export const PUBLISHED = {
  camunda8: { label: 'Camunda 8 (published)', tasksPerCore: 9 },
  flowable: { label: 'Flowable (published)', instancesPerCore: 136 },
} as const;

const APPROVERS = ['bob', 'carol', 'dave', 'erin', 'frank'] as const;
const PERCENT = 60;
/** Approvals that decide a countersign of 5 at 60%. */
const DECIDING = Math.ceil((APPROVERS.length * PERCENT) / 100);

export interface ApprovalBenchOptions {
  /** Instances whose approvals are timed (each needs 3 task completions). Default 200. */
  instances?: number;
  /** Instances timed end to end (save, submit, 3 approvals). Default 100. */
  endToEnd?: number;
  /** Requests in flight at once (each worker drives whole instances). Default 4. */
  concurrency?: number;
  /** Cores to normalise by. Default BENCH_CORES or the machine's. */
  cores?: number;
  /** PostgreSQL server URL (a fresh database is created and dropped); default DATABASE_URL. */
  postgresUrl?: string;
  /** Print progress and the table. Default true. */
  print?: boolean;
  /** `http` (default, BENCH_TRANSPORT): the real server as a child process; `inject`: in process. */
  transport?: 'http' | 'inject';
}

export interface ApprovalBenchResult {
  database: 'sqlite' | 'postgres';
  transport: 'http' | 'inject';
  instances: number;
  taskCompletions: number;
  approvalSeconds: number;
  tasksPerSecond: number;
  submitsPerSecond: number;
  endToEndInstances: number;
  endToEndSeconds: number;
  instancesPerSecond: number;
  cores: number;
  /** Median and p95 latency of one approval call, ms. */
  approvalP50: number;
  approvalP95: number;
  /** Server CPU time (user + system) per timed approval, ms; undefined where it cannot be read. */
  cpuMsPerTask?: number;
}

/** One function whose flow is a countersign of five at 60%. */
function benchPack() {
  const approver = {
    type: 'approver', id: 'board', name: 'board', approvers: [{ kind: 'users', userIds: [...APPROVERS] }],
    method: { kind: 'countersign', percent: PERCENT }, emptyApprover: 'reject', autoApprove: {}, fieldPermissions: {}, next: null,
  };
  return {
    id: 'benchapproval', version: '1.0.0', name: 'Approval benchmark',
    menus: [{ code: 'M59800000000000', parent: null, name: 'Countersign', position: 'LEFT_TREE', sort: 98, function: 'cs5' }],
    functions: [{
      code: 'cs5', name: 'Countersign', businessType: 'office', formType: 'standard', displayStyle: 'list', permissionRequired: false,
      menu: { displayName: 'Countersign', directory: 'M59800000000000' },
      fields: [{ name: 'Title', type: 'text', identifier: 'title' }, { name: 'Amount', type: 'number', identifier: 'amount' }],
      form: {
        type: 'object',
        properties: {
          title: { type: 'string', title: 'Title', required: true, 'x-decorator': 'FormItem', 'x-component': 'Input' },
          amount: { type: 'number', title: 'Amount', 'x-decorator': 'FormItem', 'x-component': 'NumberPicker' },
        },
      },
      list: { columns: [{ field: 'title', showInList: true }] },
      search: [],
      flow: {
        version: 1,
        root: {
          type: 'start', id: 'start', name: 'start', initiatorsMode: 'everyone', initiators: [],
          fieldPermissions: { title: 'editable', amount: 'editable' }, next: approver,
        },
      },
    }],
    locales: {},
  };
}

interface Target {
  name: 'sqlite' | 'postgres';
  open(): Promise<{ db: OpenedDatabase; dataDir: string; url?: string; drop(): Promise<void> }>;
}

function scratchTarget(name: Target['name'], url?: string): Target {
  return { name, open: () => createScratchDatabase({ prefix: 'bench-approval', url }) };
}

/** Runs `n` jobs with at most `concurrency` in flight. */
async function pool(n: number, concurrency: number, job: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, async () => {
    while (next < n) await job(next++);
  }));
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : 0;
};

async function benchOne(target: Target, o: Required<Omit<ApprovalBenchOptions, 'postgresUrl'>>): Promise<ApprovalBenchResult> {
  const { db, dataDir, url, drop } = await target.open();
  const log = (s: string) => o.print && console.log(`  [${target.name}, ${o.transport}] ${s}`);
  let server: Transport | undefined;
  try {
    server = o.transport === 'http' ? await httpTransport(dataDir, url, o.concurrency) : await injectTransport(db, dataDir);
    const via = server;
    const post = async (path: string, body: unknown, token?: string) => {
      const res = await via.post(path, JSON.stringify(body), { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) });
      const env = JSON.parse(res.body) as { code: number; msg: string; data: any };
      if (res.status !== 200 || env.code !== 0) throw new Error(`${path}: HTTP ${res.status} ${env.code} ${env.msg}`);
      return env.data;
    };
    // Log every user in once (scrypt is deliberately slow; sessions are reused).
    const tokens: Record<string, string> = {};
    for (const u of ['admin', 'alice', ...APPROVERS]) tokens[u] = (await post('/api/auth/login', { userName: u, password: DEMO_PASSWORD })).token;
    await post('/api/pack/install', { pack: benchPack() }, tokens.admin);

    const startOne = async (i: number): Promise<number> => {
      const saved = await post('/api/fn/cs5/save', { data: { title: `bench ${i}`, amount: i } }, tokens.alice);
      return (await post('/api/fn/cs5/submit', { id: saved.id }, tokens.alice)).processInstanceId as number;
    };
    const tasksOf = async (pids: number[]) => {
      const rows = await db.db.selectFrom('process_tasks').select(['id', 'instance_id', 'assignee_id'])
        .where('state', '=', 'pending').where('instance_id', 'in', pids).orderBy('id').execute();
      const users = await db.db.selectFrom('users').select(['id', 'user_name']).execute();
      const nameOf = new Map(users.map((u) => [u.id, u.user_name]));
      const byInstance = new Map<number, { taskId: number; user: string }[]>();
      for (const r of rows) {
        const list = byInstance.get(Number(r.instance_id)) ?? [];
        list.push({ taskId: Number(r.id), user: nameOf.get(r.assignee_id)! });
        byInstance.set(Number(r.instance_id), list);
      }
      return byInstance;
    };
    const latencies: number[] = [];
    const approveInstance = async (tasks: { taskId: number; user: string }[]) => {
      for (const t of tasks.slice(0, DECIDING)) {
        const t0 = performance.now();
        await post('/api/bpm/approvalPass', { taskId: t.taskId }, tokens[t.user]);
        latencies.push(performance.now() - t0);
      }
    };

    // Warm-up (not timed): JIT, caches, prepared statements.
    const warm = await Promise.all(Array.from({ length: 5 }, (_, i) => startOne(-1 - i)));
    const warmTasks = await tasksOf(warm);
    for (const pid of warm) await approveInstance(warmTasks.get(pid)!);
    latencies.length = 0;

    // 1. Pre-create and submit N records.
    const pids: number[] = new Array(o.instances);
    let t0 = performance.now();
    await pool(o.instances, o.concurrency, async (i) => { pids[i] = await startOne(i); });
    const submitSeconds = (performance.now() - t0) / 1000;
    log(`${o.instances} records saved and submitted in ${submitSeconds.toFixed(2)} s`);
    const tasks = await tasksOf(pids);
    for (const pid of pids) {
      if (tasks.get(pid)?.length !== APPROVERS.length) throw new Error(`instance ${pid}: expected ${APPROVERS.length} pending tasks`);
    }

    // 2. Time the approvals: 3 of 5 decide each countersign.
    const cpu0 = via.cpuSeconds();
    t0 = performance.now();
    await pool(pids.length, o.concurrency, async (i) => approveInstance(tasks.get(pids[i])!));
    const approvalSeconds = (performance.now() - t0) / 1000;
    const cpu1 = via.cpuSeconds();
    const notDone = await db.db.selectFrom('process_instances').select('id').where('id', 'in', pids).where('state', '!=', 'approved').execute();
    if (notDone.length) throw new Error(`${notDone.length} instances not approved`);
    const taskCompletions = pids.length * DECIDING;
    const cpuMsPerTask = cpu0 === undefined || cpu1 === undefined ? undefined : ((cpu1 - cpu0) * 1000) / taskCompletions;
    log(`${taskCompletions} approvals in ${approvalSeconds.toFixed(2)} s${cpuMsPerTask === undefined ? '' : `, server CPU ${cpuMsPerTask.toFixed(2)} ms per approval`}`);

    // 3. End to end: save, submit, and the three approvals, per instance.
    t0 = performance.now();
    await pool(o.endToEnd, o.concurrency, async (i) => {
      const pid = await startOne(100_000 + i);
      await approveInstance((await tasksOf([pid])).get(pid)!);
    });
    const endToEndSeconds = (performance.now() - t0) / 1000;
    log(`${o.endToEnd} instances end to end in ${endToEndSeconds.toFixed(2)} s`);

    return {
      database: target.name, transport: o.transport, instances: o.instances, taskCompletions, approvalSeconds,
      tasksPerSecond: taskCompletions / approvalSeconds, submitsPerSecond: o.instances / submitSeconds,
      endToEndInstances: o.endToEnd, endToEndSeconds, instancesPerSecond: o.endToEnd / endToEndSeconds, cores: o.cores,
      approvalP50: percentile(latencies, 50), approvalP95: percentile(latencies, 95), cpuMsPerTask,
    };
  } finally {
    await server?.close();
    await drop();
  }
}

const f1 = (n: number) => n.toFixed(1);

/** The results beside the published figures, as a Markdown table (per core = rate / cores). */
export function formatApprovalTable(results: ApprovalBenchResult[]): string {
  const rows = [
    '| Engine | Database | Tasks/s | Tasks/s per core | Instances/s (end to end) | Instances/s per core | Approval p50 / p95 (ms) | Server CPU ms per approval |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) => `| this server (countersign 5 @ 60%, ${r.transport === 'http' ? 'HTTP' : 'inject'}) | ${r.database === 'sqlite' ? 'SQLite (embedded)' : 'PostgreSQL'} | ${f1(r.tasksPerSecond)} | ${f1(r.tasksPerSecond / r.cores)} | ${f1(r.instancesPerSecond)} | ${f1(r.instancesPerSecond / r.cores)} | ${f1(r.approvalP50)} / ${f1(r.approvalP95)} | ${r.cpuMsPerTask === undefined ? '-' : r.cpuMsPerTask.toFixed(2)} |`),
    `| ${PUBLISHED.camunda8.label} | Zeebe (own log) | - | ~${PUBLISHED.camunda8.tasksPerCore} | - | - | - | - |`,
    `| ${PUBLISHED.flowable.label} | relational | - | - | - | ~${PUBLISHED.flowable.instancesPerCore} | - | - |`,
  ];
  return rows.join('\n');
}

/** Runs the benchmark on SQLite and, when a PostgreSQL URL is given, on PostgreSQL; prints and returns the results. */
export async function run(options: ApprovalBenchOptions = {}): Promise<ApprovalBenchResult[]> {
  const env = process.env;
  const o = {
    instances: options.instances ?? Number(env.BENCH_INSTANCES ?? 200),
    endToEnd: options.endToEnd ?? Number(env.BENCH_END_TO_END ?? 100),
    concurrency: options.concurrency ?? Number(env.BENCH_CONCURRENCY ?? 4),
    cores: options.cores ?? Number(env.BENCH_CORES ?? (os.availableParallelism?.() ?? os.cpus().length)),
    print: options.print ?? true,
    transport: options.transport ?? (env.BENCH_TRANSPORT === 'inject' ? 'inject' as const : 'http' as const),
  };
  const url = options.postgresUrl ?? env.DATABASE_URL;
  const targets = [scratchTarget('sqlite'), ...(url ? [scratchTarget('postgres', url)] : [])];
  if (o.print) console.log(`Approval throughput: countersign of ${APPROVERS.length} at ${PERCENT}% (${DECIDING} approvals decide), ${o.instances} instances, concurrency ${o.concurrency}, ${o.cores} cores, ${o.transport === 'http' ? 'real HTTP to server/main.ts (keep-alive)' : 'in-process inject'}`);
  const results: ApprovalBenchResult[] = [];
  for (const t of targets) results.push(await benchOne(t, o));
  if (o.print) console.log(`\n${formatApprovalTable(results)}\n`);
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().then(() => process.exit(0), (e) => {
    console.error(e);
    process.exit(1);
  });
}
