import type { TenantData } from '../data';
import { RuleData, type DataAnswer, type DataLoader, type DataRequest, type RuleContext } from '../engine';
import { ruleContextOf, tenantLoader } from './rule-data';

/**
 * What many saves of one caller in a row (an import's rows) may share: the rule
 * context's user, the answers of the rules' data loader, reference and optional-target
 * look-ups. Only for checks that write nothing in between (an import checks every
 * row before it stages any), so each answer is the one a lone save would get.
 * Each row still gets its own RuleData, so the rules run the same rounds as a lone save.
 */
export interface SaveMemo {
  /** A fresh rule context of the caller (the user read once). */
  ruleContext(): Promise<RuleContext>;
  /** The rules' data loader, each request read once. */
  loader: DataLoader;
  /** A look-up done once per key (references: users, related records; optional targets). */
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** Requests answered from memory are dropped from what the inner loader is asked. */
function cachingLoader(inner: DataLoader): DataLoader {
  const records = new Map<string, DataAnswer['records'][number]>();
  const lists = new Map<string, DataAnswer['lists'][number]>();
  const keyOf = (r: DataRequest) => (r.kind === 'record' ? `${r.fn}#${r.id}` : r.fn);
  return async (requests) => {
    const missing = requests.filter((r) => !(r.kind === 'record' ? records.has(keyOf(r)) : lists.has(keyOf(r))));
    if (missing.length) {
      const answer = await inner(missing);
      for (const r of answer.records) records.set(`${r.fn}#${r.id}`, r);
      for (const l of answer.lists) lists.set(l.fn, l);
    }
    const out: DataAnswer = { records: [], lists: [] };
    for (const r of requests) {
      if (r.kind === 'record') out.records.push(records.get(keyOf(r)) ?? { fn: r.fn, id: r.id, record: null });
      else out.lists.push(lists.get(keyOf(r)) ?? { fn: r.fn, records: [] });
    }
    return out;
  };
}

/** At most this many look-ups are kept (an import names at most this many different references). */
const MAX_KEYS = 50_000;

export function createSaveMemo(t: TenantData, userId: number): SaveMemo {
  let base: Promise<RuleContext> | undefined;
  const kept = new Map<string, Promise<unknown>>();
  return {
    async ruleContext() {
      base ??= ruleContextOf(t, userId);
      const { user, extra } = await base;
      return { user, data: new RuleData(), extra };
    },
    loader: cachingLoader(tenantLoader(t)),
    once<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = kept.get(key);
      if (hit) return hit as Promise<T>;
      const p = load();
      if (kept.size < MAX_KEYS) kept.set(key, p);
      return p;
    },
  };
}
