/**
 * Excel import (issue 20 row "Excel import", issue 17 item 2): the product runs as a child
 * process (SQLite scratch database, demo seed); acme's administrator imports BENCH_IMPORT_ROWS
 * (20,000) reimbursements with one line each from an .xlsx file while autocannon drives
 * another company's user (globex, `getCurrentHrUserInfo`) over loopback. The peer is the
 * same call with no import running, in the same run.
 *
 *   npx tsx bench/import.ts      BENCH_IMPORT_ROWS (20000), BENCH_IMPORT_CONNECTIONS (10)
 *
 * Prints rows/s of the import and the other company's req/s and p50/p99; asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../server/index';
import { reimbursementRecord } from './api-load/records';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..');
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_IMPORT_CONNECTIONS ?? 10);

async function startProduct(): Promise<{ proc: ChildProcess; url: string; token: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', join(HERE, 'api-load', 'serve.ts'), 'product'], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], detached: true,
    env: { ...process.env, NODE_ENV: 'production', BENCH_API_ROWS: '0', IMPORT_MAX_ROWS: String(Math.max(ROWS, 20_000)) },
  });
  const line = await new Promise<string>((ok, fail) => {
    createInterface({ input: proc.stdout! }).once('line', ok);
    proc.once('exit', (code) => fail(new Error(`product server exited (${code})`)));
  });
  return { proc, ...(JSON.parse(line) as { url: string; token: string }) };
}

function stop(proc: ChildProcess): Promise<void> {
  return new Promise((ok) => {
    if (proc.exitCode !== null) return ok();
    proc.once('exit', () => ok());
    try { process.kill(-proc.pid!, 'SIGTERM'); } catch { ok(); }
    setTimeout(() => { try { process.kill(-proc.pid!, 'SIGKILL'); } catch { /* gone */ } }, 10_000).unref();
  });
}

/** The import file: one reimbursement per row on the first sheet, its line on the `lines` sheet. */
function workbook(rows: number): Buffer {
  const keys = ['project', 'location', 'tripStart', 'tripEnd', 'days', 'vehicle', 'payeeAccount', 'reason'];
  const main: unknown[][] = [keys];
  const lines: unknown[][] = [['#', 'type', 'subject', 'amount']];
  for (let i = 0; i < rows; i++) {
    const r = reimbursementRecord(i);
    main.push(keys.map((k) => r[k]));
    const line = (r.lines as { type: string; subject: string; amount: number }[])[0];
    lines.push([i + 1, line.type, line.subject, line.amount / 100]);
  }
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(main), 'reimbursement');
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(lines), 'lines');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function call<T>(url: string, token: string, body: unknown): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(url, { method: 'POST', headers: { accesstoken: token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/** The first lines of an import's error file (why the bench's file was refused). */
async function firstProblems(url: string, token: string, fileId: string | undefined): Promise<string> {
  if (!fileId) return '';
  const bytes = Buffer.from(await (await fetch(`${url}/api/files/${fileId}`, { headers: { accesstoken: token } })).arrayBuffer());
  const wb = XLSX.read(bytes, { type: 'buffer' });
  return JSON.stringify(XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]], { header: 1 }).slice(0, 4));
}

interface Figures { rps: number; p50: number; p99: number; errors: number }
const figures = (r: autocannon.Result): Figures => ({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx });

export async function runImport(): Promise<void> {
  const product = await startProduct();
  try {
    const login = await call<{ token: string }>(`${product.url}/api/auth/login`, '', { userName: 'mallory', password: DEMO_PASSWORD });
    if (login.code !== 0) throw new Error(`mallory: ${login.msg}`);
    const other = { url: `${product.url}/api/admin/user/getCurrentHrUserInfo`, method: 'POST' as const, headers: { accesstoken: login.data.token, 'content-type': 'application/json' }, body: '{}' };
    const bytes = workbook(ROWS);
    await autocannon({ ...other, connections: CONNECTIONS, duration: 1 });
    const alone = figures(await autocannon({ ...other, connections: CONNECTIONS, duration: 5 }));

    // The import, with the other company's load running until it ends.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'reimbursements.xlsx');
    const started = performance.now();
    const load = autocannon({ ...other, connections: CONNECTIONS, duration: 3600 });
    const res = await fetch(`${product.url}/api/fn/reimbursement/import`, { method: 'POST', headers: { accesstoken: product.token }, body: form });
    const answer = (await res.json()) as { code: number; msg: string; data: { jobId: string; errorFileId?: string } };
    if (answer.code !== 0) throw new Error(`import: ${answer.msg} ${await firstProblems(product.url, product.token, answer.data?.errorFileId)}`);
    const accepted = performance.now();
    let status: { state: string; imported?: number; msg?: string };
    for (;;) {
      status = (await call<typeof status>(`${product.url}/api/fn/reimbursement/importStatus`, product.token, { jobId: answer.data.jobId })).data;
      if (status.state !== 'running') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const ended = performance.now();
    (load as unknown as { stop(): void }).stop();
    const during = figures(await load);
    if (status.state !== 'succeeded') throw new Error(`import ${status.state}: ${status.msg} ${await firstProblems(product.url, product.token, (status as { errorFileId?: string }).errorFileId)}`);
    const seconds = (ended - started) / 1000;
    console.log(`import of ${ROWS} rows (${(bytes.length / 1024).toFixed(0)} KiB .xlsx, one line each): upload + parse ${((accepted - started) / 1000).toFixed(1)} s, ` +
      `total ${seconds.toFixed(1)} s = **${(ROWS / seconds).toFixed(0)} rows/s**, imported ${status.imported}`);
    console.log('');
    console.log(`| other company's getCurrentHrUserInfo, ${CONNECTIONS} connections | req/s | p50 ms | p99 ms | errors |`);
    console.log('|---|--:|--:|--:|--:|');
    console.log(`| no import running (peer) | ${alone.rps.toFixed(0)} | ${alone.p50} | ${alone.p99} | ${alone.errors} |`);
    console.log(`| during the import | ${during.rps.toFixed(0)} | ${during.p50} | ${during.p99} | ${during.errors} |`);
  } finally {
    await stop(product.proc);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  runImport().catch((err) => { console.error(err); process.exitCode = 1; });
}
