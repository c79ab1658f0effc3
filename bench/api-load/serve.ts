/**
 * Child process of bench/api-load.ts: `tsx serve.ts hello` starts a Fastify hello world,
 * `tsx serve.ts product` the product (SQLite scratch database, demo seed, `BENCH_API_ROWS`
 * reimbursements) signed in as acme's administrator. Either prints one JSON line
 * `{ url, token? }` once listening, and stops on SIGTERM.
 */
import Fastify from 'fastify';
import { buildApp, createScratchDatabase, DEMO_PASSWORD } from '../../server/index';
import { reimbursementRecord } from './records';

async function hello(): Promise<void> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ url }));
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

async function product(): Promise<void> {
  const scratch = await createScratchDatabase({ prefix: 'bench-api', url: process.env.BENCH_API_DATABASE_URL });
  const app = await buildApp({ db: scratch.db, dataDir: scratch.dataDir, distDir: `${scratch.dataDir}/no-dist` });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName: 'admin', password: DEMO_PASSWORD, tenantId: 'acme' } });
  const token = (login.json() as { data: { token: string } }).data.token;
  const rows = Number(process.env.BENCH_API_ROWS ?? 500);
  for (let i = 0; i < rows; i++) {
    const res = await app.inject({ method: 'POST', url: '/api/fn/reimbursement/save', headers: { accesstoken: token }, payload: { data: reimbursementRecord(i) } });
    if ((res.json() as { code: number }).code !== 0) throw new Error(`seed record ${i}: ${res.body}`);
  }
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ url, token }));
  process.once('SIGTERM', () => void app.close().then(() => scratch.drop()).then(() => process.exit(0)));
}

(process.argv[2] === 'hello' ? hello() : product()).catch((err) => {
  console.error(err);
  process.exit(1);
});
