import { createQueryId, type Compilable, type Kysely, type QueryResult, type RootOperationNode } from 'kysely';
import type { DB } from '../db';

const SLOT = Symbol('prepared value');

/** Stands for the `i`-th value of a prepared query's arguments while it is built. */
interface Slot {
  readonly [SLOT]: number;
}

const isSlot = (v: unknown): v is Slot => typeof v === 'object' && v !== null && SLOT in v;

interface Template {
  sql: string;
  query: RootOperationNode;
  parameters: readonly unknown[];
}

/** Shapes kept per database adapter (one per dialect and opened database); a bound keeps a stray key from growing it. */
const MAX_TEMPLATES = 1_000;
const templates = new WeakMap<object, Map<string, Template>>();

/** The value slot `i` for a query built for {@link runPrepared} (typed `never`: a slot stands for any column's value). */
export const slot = (i: number): never => ({ [SLOT]: i } satisfies Slot) as never;

/**
 * Runs a hot query without building and compiling it with Kysely each time: `build` is
 * called once per `key` (and database), with {@link slot}s where `args` go, and the SQL it
 * compiles to is kept; later calls bind `args` to it. Everything in the query but the
 * slots must follow from `key` alone. The database's plugins still see the query before it
 * runs and its result after, as with any Kysely query.
 */
export async function runPrepared<R>(db: Kysely<DB>, key: string, args: readonly unknown[], build: () => Compilable<R>): Promise<QueryResult<R>> {
  const executor = db.getExecutor();
  let shapes = templates.get(executor.adapter);
  if (!shapes) templates.set(executor.adapter, (shapes = new Map()));
  let template = shapes.get(key);
  if (!template) {
    const compiled = build().compile();
    template = { sql: compiled.sql, query: compiled.query, parameters: compiled.parameters };
    if (shapes.size >= MAX_TEMPLATES) shapes.clear();
    shapes.set(key, template);
  }
  const queryId = createQueryId();
  const query = executor.transformQuery(template.query, queryId);
  const parameters = template.parameters.map((v) => (isSlot(v) ? args[v[SLOT]] : v));
  return db.executeQuery<R>({ sql: template.sql, query, parameters, queryId });
}

/** The entries of an update's changes that Kysely would write (it leaves out undefined values), in their order. */
export const definedEntries = <T extends object>(changes: T): [string, unknown][] =>
  Object.entries(changes).filter(([, v]) => v !== undefined);
