/** A record of another function as expressions see it: its fields plus `id` and `docState`. */
export type RuleRecord = Record<string, unknown> & { id: number };

/** What an evaluation still needs from the host: one record, or the records of a function. */
export type DataRequest = { kind: 'record'; fn: string; id: number } | { kind: 'records'; fn: string };

/** The host's answer: records found (null: none) and record lists by function. */
export interface DataAnswer {
  records: { fn: string; id: number; record: RuleRecord | null }[];
  lists: { fn: string; records: RuleRecord[] }[];
}

/** The host's loader: reads what the requests name (the server from its database, the browser over HTTP). */
export type DataLoader = (requests: DataRequest[]) => Promise<DataAnswer>;

/** Thrown inside an evaluation when data is not loaded yet; the evaluation is run again once it is. */
export class DataMissing extends Error {
  constructor() {
    super('data not loaded yet');
    this.name = 'DataMissing';
  }
}

/**
 * The data `lookup`, `sumOf` and `countOf` read, loaded on demand: the engine
 * core stays free of I/O, the host fills it between attempts.
 */
export class RuleData {
  private readonly records = new Map<string, RuleRecord | null>();
  private readonly lists = new Map<string, RuleRecord[]>();
  private pending: DataRequest[] = [];

  /** Record `id` of `fn`, or null; throws {@link DataMissing} until loaded. */
  record(fn: string, id: number): RuleRecord | null {
    const key = `${fn}#${id}`;
    if (this.records.has(key)) return this.records.get(key) ?? null;
    const list = this.lists.get(fn);
    if (list) return list.find((r) => r.id === id) ?? null;
    this.pending.push({ kind: 'record', fn, id });
    throw new DataMissing();
  }

  /** The records of `fn` (bounded by the host); throws {@link DataMissing} until loaded. */
  list(fn: string): RuleRecord[] {
    const list = this.lists.get(fn);
    if (list) return list;
    this.pending.push({ kind: 'records', fn });
    throw new DataMissing();
  }

  /** Fills in what the host loaded. */
  add(answer: DataAnswer): void {
    for (const r of answer.records) this.records.set(`${r.fn}#${r.id}`, r.record);
    for (const l of answer.lists) this.lists.set(l.fn, l.records);
  }

  /** Puts a known record in (e.g. after an action changed it). */
  put(fn: string, record: RuleRecord): void {
    this.records.set(`${fn}#${record.id}`, record);
    const list = this.lists.get(fn);
    if (list) this.lists.set(fn, [...list.filter((r) => r.id !== record.id), record]);
  }

  /** The requests of the last attempts, cleared. */
  takePending(): DataRequest[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }
}

/** Whether an error (possibly wrapped by the evaluator) is a {@link DataMissing}. */
export function isDataMissing(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    if (e instanceof DataMissing) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const MAX_ROUNDS = 8;

/**
 * Runs `run` until it no longer misses data, loading what each attempt asked
 * for in between (at most 8 rounds; then the last miss surfaces).
 */
export async function withRuleData<T>(data: RuleData, load: DataLoader | undefined, run: () => T): Promise<T> {
  for (let round = 0; ; round += 1) {
    data.takePending();
    const result = run();
    const pending = data.takePending();
    if (!pending.length || !load || round >= MAX_ROUNDS) return result;
    data.add(await load(pending));
  }
}
