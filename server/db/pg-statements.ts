import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { MAX_CACHED_SQL } from './sqlite-statements';

/** Named statements one connection keeps; texts beyond it run unnamed (planned each time). */
const MAX_NAMED_PER_CONNECTION = 300;
/** Texts counted towards a name (and texts kept unnamed); a set restarts when it fills, so stray texts cannot grow it. */
const MAX_COUNTED_TEXTS = 5_000;
/** A text gets a name the second time the process runs it: one-off statements stay unnamed. */
const RUNS_BEFORE_NAMING = 2;
/** PostgreSQL's "cached plan must not change result type": a table changed under a kept statement. */
const FEATURE_NOT_SUPPORTED = '0A000';

const DML = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * A statement text starting with this runs unnamed, so PostgreSQL plans it with each run's values:
 * a search's filters (how wide a range, how common a term) decide its plan, and a generic plan
 * kept after five runs (a range guessed at 0.5 % of the rows) read every record for a narrow one.
 */
export const PLANNED_PER_RUN = '/* planned per run */ ';

/**
 * A pool whose clients run repeated statements as named (server-side prepared) statements.
 *
 * Every unnamed statement is planned afresh, and planning a query on `fn_records` considers
 * every one of its indexes: with the per-function partial indexes of two tenants' packs
 * (hundreds), that is ~5 ms a query, more than running it. A named statement is planned on
 * its first runs and then, when PostgreSQL finds a generic plan as good (by id, by instance),
 * kept; where the values decide the plan (a partial index chosen by the function) it keeps
 * planning per run, as before.
 *
 * Only statements with parameters are named (they already use the extended protocol, so a
 * text is one statement), and only data statements. Names are per connection and bounded.
 */
export function withNamedStatements(pool: pg.Pool, maxPerConnection = MAX_NAMED_PER_CONNECTION): PostgresPool {
  const counts = new Map<string, number>();
  const names = new Map<string, string>();
  const perClient = new WeakMap<object, Set<string>>();
  const unnameable = new Set<string>();

  const nameFor = (text: string): string | undefined => {
    if (text.length > MAX_CACHED_SQL || text.startsWith(PLANNED_PER_RUN) || unnameable.has(text) || !DML.test(text)) return undefined;
    const known = names.get(text);
    if (known) return known;
    const runs = (counts.get(text) ?? 0) + 1;
    if (counts.size >= MAX_COUNTED_TEXTS) counts.clear();
    counts.set(text, runs);
    if (runs < RUNS_BEFORE_NAMING) return undefined;
    const name = `k${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (names.size < MAX_COUNTED_TEXTS) names.set(text, name);
    return name;
  };

  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const kept = perClient.get(client) ?? new Set<string>();
    perClient.set(client, kept);
    return {
      release: () => client.release(),
      query: ((text: unknown, values?: readonly unknown[]) => {
        if (typeof text !== 'string' || !values?.length) return (client.query as (t: unknown, v?: unknown) => unknown)(text, values);
        const name = nameFor(text);
        if (!name || (!kept.has(name) && kept.size >= maxPerConnection)) return client.query(text, values as unknown[]);
        kept.add(name);
        return client.query({ name, text, values: values as unknown[] }).catch((err: { code?: string }) => {
          if (err?.code !== FEATURE_NOT_SUPPORTED) throw err;
          // the statement was prepared before its table changed: run this text unnamed from now on
          // (inside a transaction the retry meets the aborted transaction and fails as the first run did)
          if (unnameable.size >= MAX_COUNTED_TEXTS) unnameable.clear();
          unnameable.add(text);
          return client.query(text, values as unknown[]);
        });
      }) as PostgresPoolClient['query'],
    };
  };

  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}
