/**
 * Excel import (issue 20 row "Excel import", issue 17 item 2): the product runs as a child
 * process (SQLite scratch database, demo seed); acme's administrator imports BENCH_IMPORT_ROWS
 * (20,000) reimbursements with one line each from an .xlsx file while autocannon drives
 * another company's user (globex, `getCurrentHrUserInfo`) over loopback. The peer is the
 * same call with no import running, in the same run.
 *
 *   npx tsx bench/import.ts      BENCH_IMPORT_ROWS (20000), BENCH_IMPORT_CONNECTIONS (10; 0: the import alone), BENCH_IMPORT_TURNS (2)
 *
 * An untimed import of a few rows goes first, so the parser thread is running as on a server
 * that has imported before. The file is then imported BENCH_IMPORT_TURNS (2) times: the first
 * import after the start runs the parser thread's code before the JIT has optimised it, the
 * next ones as a server that has imported before. Prints rows/s of the import (whole, and from the answer to the end: check, stage, publish)
 * beside the peer's stated figure, the product's CPU time per import (main thread, busiest other
 * thread, all threads), and the other company's req/s, p50/p99 and slowest answer; asserts nothing.
 */
import { request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../server/index';
import type { SheetLayout } from '../server/excel/columns';
import { createRowReader } from '../server/excel/row-reader';
import { readSheets, readSheetsBySheetJS, streamSheets } from '../server/excel/sheet-grid';
import { reimbursementRecord } from './api-load/records';
import { cpuBetween, threadCpuMs } from './support/process-usage';
import { startProduct, stopProduct } from './support/product';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_IMPORT_CONNECTIONS ?? 10);
/** Timed imports of the same file, one after the other on the same server (BENCH_IMPORT_TURNS, default 2): the first after the start, then with the parser thread's code warm. */
const TURNS = Math.max(1, Number(process.env.BENCH_IMPORT_TURNS ?? 2));
/** Rows of the import run first, untimed (the sync path: at most ASYNC_IMPORT_ROWS). */
const WARM_UP_ROWS = 5;
/** The peer: NocoBase Import Pro's stated throughput (its documentation, issue 20); it cannot run in this process. */
const PEER_ROWS_PER_S = 17_000;

const MAIN_KEYS = ['project', 'location', 'tripStart', 'tripEnd', 'days', 'vehicle', 'payeeAccount', 'reason'];
const LINE_KEYS = ['type', 'subject', 'amount'];

/** The import file: one reimbursement per row on the first sheet, its line on the `lines` sheet. */
function workbook(rows: number): Buffer {
  const keys = MAIN_KEYS;
  const main: unknown[][] = [keys];
  const lines: unknown[][] = [['#', ...LINE_KEYS]];
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

/**
 * The parser thread's work alone, in this process and in turns: the fast reader (what the
 * server uses for an ordinary .xlsx) against SheetJS (what it used before and still uses for the rest).
 */
function timeParse(bytes: Buffer, turns = 3): { fast: number[]; sheetjs: number[] } {
  const limits = { maxRows: Math.max(ROWS, 20_000), maxColumns: 200 };
  const out = { fast: [] as number[], sheetjs: [] as number[] };
  for (let i = 0; i < turns; i++) {
    let t = performance.now();
    readSheetsBySheetJS(bytes, ['lines'], limits);
    out.sheetjs.push((performance.now() - t) / 1000);
    t = performance.now();
    readSheets(bytes, ['lines'], limits);
    out.fast.push((performance.now() - t) / 1000);
  }
  return out;
}

/**
 * The parser thread's streamed read as the import runs it (records made by the row reader,
 * every cell read as text), in this process and in turns: the `lines` sheet read whole before
 * the first rows (before) against pulled in step with them. Seconds to the first records and to the last.
 */
function timeStream(bytes: Buffer, turns = 3): Record<'whole' | 'pulled', { first: number; all: number }[]> {
  const limits = { maxRows: Math.max(ROWS, 20_000), maxColumns: 200 };
  const text = (key: string) => ({ key, header: key, kind: 'text' as const });
  const layout: SheetLayout = { columns: MAIN_KEYS.map(text), subTables: [{ key: 'lines', header: 'lines', columns: LINE_KEYS.map(text) }] };
  const aliases = new Map([...MAIN_KEYS.map((k) => [k.toLowerCase(), k] as const), ...LINE_KEYS.map((k) => [`lines:${k}`.toLowerCase(), k] as const)]);
  const out: Record<'whole' | 'pulled', { first: number; all: number }[]> = { whole: [], pulled: [] };
  for (let i = 0; i < turns; i++) {
    for (const mode of ['whole', 'pulled'] as const) {
      const read = createRowReader({ layout, aliases });
      const t = performance.now();
      let first = 0;
      let records = 0;
      streamSheets(bytes, ['lines'], limits, 1000, (m) => {
        const r = read(m);
        if (r.kind !== 'rows') return;
        records += r.rows.length;
        if (!first && r.rows.length) first = performance.now() - t;
      }, mode === 'pulled');
      if (records !== ROWS) throw new Error(`${mode}: ${records} records of ${ROWS}`);
      out[mode].push({ first: first / 1000, all: (performance.now() - t) / 1000 });
    }
  }
  return out;
}

interface Figures { rps: number; p50: number; p99: number; max: number; errors: number }
const figures = (r: autocannon.Result): Figures => ({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, errors: r.errors + r.timeouts + r.non2xx });

/** One timed import and what the other company saw meanwhile. */
interface Turn { answer: number; checked: number; job: number; whole: number; imported?: number; during?: Figures; cpu: ReturnType<typeof cpuBetween> }

type Product = { url: string; token: string; pid: number };
type Request = { url: string; method: 'POST'; headers: Record<string, string>; body: string };

/** A multipart/form-data body holding one file field `file`. */
function multipartBody(bytes: Buffer, name: string): { type: string; body: Buffer } {
  const boundary = `----bench${Date.now().toString(16)}`;
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: application/octet-stream\r\n\r\n`;
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

/**
 * POSTs a body with node:http and answers the JSON: undici's fetch took 18-220 ms to send a
 * 10 MB body over loopback where node:http takes 10-15 ms, and that was the bench's own time.
 */
function postBody(url: string, headers: Record<string, string>, body: Buffer): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => { try { resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))); } catch (e) { reject(e); } });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Imports the file with the other company's load running until it ends; seconds from the upload. */
async function timedImport(product: Product, other: Request, bytes: Buffer): Promise<Turn> {
  // The multipart body encoded before the clock starts and sent with node:http (`postBody`): the
  // bench's own encoding and sending are not the server's time.
  const upload = multipartBody(bytes, 'reimbursements.xlsx');
  const cpuBefore = threadCpuMs(product.pid);
  const started = performance.now();
  // BENCH_IMPORT_CONNECTIONS=0: the import alone, no other company's load.
  const load = CONNECTIONS > 0 ? autocannon({ ...other, connections: CONNECTIONS, duration: 3600 }) : undefined;
  const answer = (await postBody(`${product.url}/api/fn/reimbursement/import`, { accesstoken: product.token, 'content-type': upload.type }, upload.body)) as { code: number; msg: string; data: { jobId: string; errorFileId?: string } };
  if (answer.code !== 0) throw new Error(`import: ${answer.msg} ${await firstProblems(product.url, product.token, answer.data?.errorFileId)}`);
  const accepted = performance.now();
  let status: { state: string; phase: string; imported?: number; msg?: string };
  const phases = new Map<string, number>();
  for (;;) {
    status = (await call<typeof status>(`${product.url}/api/fn/reimbursement/importStatus`, product.token, { jobId: answer.data.jobId })).data;
    if (!phases.has(status.phase)) phases.set(status.phase, performance.now());
    if (status.state !== 'running') break;
    // Polled often: the job's end is seen within 10 ms (a 50 ms poll added 25 ms to it on average).
    await new Promise((r) => setTimeout(r, 10));
  }
  const ended = performance.now();
  const cpu = cpuBetween(product.pid, cpuBefore, threadCpuMs(product.pid));
  (load as unknown as { stop(): void } | undefined)?.stop();
  const during = load ? figures(await load) : undefined;
  if (status.state !== 'succeeded') throw new Error(`import ${status.state}: ${status.msg} ${await firstProblems(product.url, product.token, (status as { errorFileId?: string }).errorFileId)}`);
  // The first poll in a phase: rows are checked (and, for a function without serial numbers,
  // staged) while the file is read, until "writing"; then the rest is staged and published.
  const checkedAt = Math.min(phases.get('writing') ?? ended, phases.get('publishing') ?? ended);
  return {
    answer: (accepted - started) / 1000, checked: (checkedAt - accepted) / 1000, job: (ended - accepted) / 1000,
    whole: (ended - started) / 1000, imported: status.imported, during, cpu,
  };
}

export async function runImport(): Promise<void> {
  const product = await startProduct({ BENCH_API_ROWS: '0', IMPORT_MAX_ROWS: String(Math.max(ROWS, 20_000)) });
  try {
    const login = await call<{ token: string }>(`${product.url}/api/auth/login`, '', { userName: 'mallory', password: DEMO_PASSWORD });
    if (login.code !== 0) throw new Error(`mallory: ${login.msg}`);
    const other = { url: `${product.url}/api/admin/user/getCurrentHrUserInfo`, method: 'POST' as const, headers: { accesstoken: login.data.token, 'content-type': 'application/json' }, body: '{}' };
    const bytes = workbook(ROWS);
    // The peer figure at 10 connections when the imports run without load.
    const peerConnections = CONNECTIONS || 10;
    await autocannon({ ...other, connections: peerConnections, duration: 1 });
    const alone = figures(await autocannon({ ...other, connections: peerConnections, duration: 5 }));

    // A server that has imported before: its parser thread is running (from source, under tsx,
    // that thread's boot alone takes about half a second) and the function's validator is compiled.
    const warm = new FormData();
    warm.append('file', new Blob([new Uint8Array(workbook(WARM_UP_ROWS))]), 'warm-up.xlsx');
    const warmed = (await (await fetch(`${product.url}/api/fn/reimbursement/import`, { method: 'POST', headers: { accesstoken: product.token }, body: warm })).json()) as { code: number; msg: string };
    if (warmed.code !== 0) throw new Error(`warm-up import: ${warmed.msg}`);

    const turns: Turn[] = [];
    const running = { url: product.url, token: product.token, pid: product.proc.pid ?? 0 };
    for (let turn = 0; turn < TURNS; turn++) turns.push(await timedImport(running, other, bytes));
    const row = (what: string, pick: (t: Turn) => number, peer = false) => console.log(`| ${what} | ${turns.map((t) => {
      const s = pick(t);
      return `${s.toFixed(2)} s, ${peer ? `**${(ROWS / s).toFixed(0)}**` : (ROWS / s).toFixed(0)} rows/s`;
    }).join(' | ')} |${peer ? ` ${PEER_ROWS_PER_S.toLocaleString('en-US')} |` : ' |'}`);
    const heads = turns.map((_, i) => (i === 0 ? 'first import after the start' : `import ${i + 1} (the parser thread's code warm)`));
    console.log(`import of ${ROWS} rows (${(bytes.length / 1024).toFixed(0)} KiB .xlsx, one line each), ${turns.map((t) => t.imported).join(' and ')} imported, after an untimed import of ${WARM_UP_ROWS} rows:`);
    console.log('');
    console.log(`| measure | ${heads.join(' | ')} | peer: NocoBase Import Pro (stated rows/s) |`);
    console.log(`|---|${turns.map(() => '--:|').join('')}--:|`);
    row('upload, until the answer (the header read)', (t) => t.answer);
    row('read + check every row (+ stage, no serial numbers) in turns, answer to "writing"', (t) => t.checked);
    row('the rest of the staging + publish', (t) => t.job - t.checked);
    row('job: read, check, stage, publish', (t) => t.job, true);
    row('whole import, upload to done', (t) => t.whole, true);
    // CPU time does not wait for a busy core as seconds do: on a host whose speed swings it tells two builds apart better.
    const cpuRow = (what: string, pick: (t: Turn) => number) => console.log(`| ${what} | ${turns.map((t) => `${pick(t).toFixed(0)} ms, ${(pick(t) / (ROWS / 1000)).toFixed(1)} ms per 1,000 rows`).join(' | ')} | |`);
    cpuRow(`product CPU, main thread (the event loop${CONNECTIONS ? ', the other company\'s requests included' : ''})`, (t) => t.cpu.main);
    cpuRow('product CPU, its busiest other thread', (t) => t.cpu.busiestOther);
    cpuRow('product CPU, all threads', (t) => t.cpu.all);
    console.log('');
    console.log(`| other company's getCurrentHrUserInfo, ${CONNECTIONS || 10} connections | req/s | p50 ms | p99 ms | max ms | errors |`);
    console.log('|---|--:|--:|--:|--:|--:|');
    console.log(`| no import running (peer) | ${alone.rps.toFixed(0)} | ${alone.p50} | ${alone.p99} | ${alone.max} | ${alone.errors} |`);
    turns.forEach((t, i) => console.log(t.during ? `| during ${heads[i]} | ${t.during.rps.toFixed(0)} | ${t.during.p50} | ${t.during.p99} | ${t.during.max} | ${t.during.errors} |` : `| during ${heads[i]} | no load (BENCH_IMPORT_CONNECTIONS=0) | - | - | - | - |`));
  } finally {
    await stopProduct(product.proc);
  }
  // After the product stopped, so the two readers have the machine to themselves.
  const file = workbook(ROWS);
  const parse = timeParse(file);
  const stream = timeStream(file);
  const cell = (xs: number[]) => `${xs.map((x) => x.toFixed(2)).join(' / ')} | ${xs.map((x) => (ROWS / x).toFixed(0)).join(' / ')}`;
  console.log('');
  console.log('| parse alone (this process, in turns) | seconds | rows/s |');
  console.log('|---|--:|--:|');
  console.log(`| SheetJS (before) | ${cell(parse.sheetjs)} |`);
  console.log(`| fast reader (fflate + saxen) | ${cell(parse.fast)} |`);
  const seconds = (xs: number[]) => xs.map((x) => x.toFixed(3)).join(' / ');
  console.log('');
  console.log('| streamed read into records (this process, in turns) | first records, s | all records, s |');
  console.log('|---|--:|--:|');
  console.log(`| sub-table sheet read whole first (before) | ${seconds(stream.whole.map((x) => x.first))} | ${seconds(stream.whole.map((x) => x.all))} |`);
  console.log(`| sub-table sheet pulled in step with the rows | ${seconds(stream.pulled.map((x) => x.first))} | ${seconds(stream.pulled.map((x) => x.all))} |`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  runImport().catch((err) => { console.error(err); process.exitCode = 1; });
}
