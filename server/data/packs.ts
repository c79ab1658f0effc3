import type { Kysely, Selectable } from 'kysely';
import type { DB, FunctionsTable, PacksTable } from '../db';
import { VersionCache } from './version-cache';

export type PackRow = Selectable<PacksTable>;
export type FunctionRow = Selectable<FunctionsTable>;

/** A function version as stored: JSON snapshots already parsed. */
export interface FunctionVersion {
  fnId: number;
  code: string;
  packId: number;
  packKey: string;
  version: number;
  packVersion: string;
  definition: unknown;
  lookups: unknown;
  locales: Record<string, Record<string, string>>;
}

/** Packs, functions, their immutable versions and lookups of one tenant. */
export function createPackData(db: Kysely<DB>, tenantId: string, parsed = new VersionCache()) {
  const versions = () => db.selectFrom('function_versions as v')
    .innerJoin('functions as f', (j) => j.onRef('f.id', '=', 'v.fn_id').on('f.tenant_id', '=', tenantId))
    .innerJoin('packs as p', (j) => j.onRef('p.id', '=', 'f.pack_id').on('p.tenant_id', '=', tenantId))
    .select(['v.fn_id', 'f.code', 'f.pack_id', 'p.pack_key', 'v.version', 'v.pack_version', 'v.definition', 'v.lookups', 'v.locales'])
    .where('v.tenant_id', '=', tenantId);

  const toVersion = (r: Awaited<ReturnType<ReturnType<typeof versions>['executeTakeFirstOrThrow']>>): FunctionVersion => ({
    fnId: r.fn_id, code: r.code, packId: r.pack_id, packKey: r.pack_key, version: r.version, packVersion: r.pack_version,
    definition: JSON.parse(r.definition), lookups: JSON.parse(r.lookups), locales: JSON.parse(r.locales),
  });

  /** The function's current row (code, pack) and a version's parsed body, read once per version. */
  const heads = () => db.selectFrom('functions as f')
    .innerJoin('packs as p', (j) => j.onRef('p.id', '=', 'f.pack_id').on('p.tenant_id', '=', tenantId))
    .select(['f.id', 'f.code', 'f.pack_id', 'p.pack_key', 'f.current_version'])
    .where('f.tenant_id', '=', tenantId);

  const withBody = async (head: { id: number; code: string; pack_id: number; pack_key: string }, version: number): Promise<FunctionVersion | undefined> => {
    let body = parsed.get(head.id, version);
    if (!body) {
      const row = await db.selectFrom('function_versions').select(['pack_version', 'definition', 'lookups', 'locales'])
        .where('tenant_id', '=', tenantId).where('fn_id', '=', head.id).where('version', '=', version).executeTakeFirst();
      if (!row) return undefined;
      body = parsed.put(head.id, version, row);
    }
    return {
      fnId: head.id, code: head.code, packId: head.pack_id, packKey: head.pack_key, version, packVersion: body.packVersion,
      definition: body.definition, lookups: body.lookups, locales: body.locales,
    };
  };

  return {
    findPack(key: string): Promise<PackRow | undefined> {
      return db.selectFrom('packs').selectAll().where('tenant_id', '=', tenantId).where('pack_key', '=', key).executeTakeFirst();
    },

    async insertPack(p: { key: string; version: string; name: string; locales: unknown; now: number }): Promise<number> {
      const row = await db.insertInto('packs').values({
        tenant_id: tenantId, pack_key: p.key, version: p.version, name: p.name,
        locales: JSON.stringify(p.locales ?? {}), installed_at: p.now, updated_at: p.now,
      }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async updatePack(id: number, p: { version: string; name: string; locales: unknown; now: number }): Promise<void> {
      await db.updateTable('packs').set({ version: p.version, name: p.name, locales: JSON.stringify(p.locales ?? {}), updated_at: p.now })
        .where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },

    /** Latest locales of every pack of the tenant, by pack row id. */
    async packLocales(): Promise<Map<number, Record<string, Record<string, string>>>> {
      const rows = await db.selectFrom('packs').select(['id', 'locales']).where('tenant_id', '=', tenantId).execute();
      return new Map(rows.map((r) => [r.id, JSON.parse(r.locales)]));
    },

    findFunction(code: string): Promise<FunctionRow | undefined> {
      return db.selectFrom('functions').selectAll().where('tenant_id', '=', tenantId).where('code', '=', code).executeTakeFirst();
    },

    async insertFunction(f: { code: string; packId: number; now: number }): Promise<number> {
      const row = await db.insertInto('functions').values({
        tenant_id: tenantId, pack_id: f.packId, code: f.code, current_version: 0, created_at: f.now,
      }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** Adds an immutable version and makes it current. */
    async addFunctionVersion(v: { fnId: number; version: number; packId: number; packVersion: string; definition: unknown; lookups: unknown; locales: unknown; now: number }): Promise<void> {
      await db.insertInto('function_versions').values({
        tenant_id: tenantId, fn_id: v.fnId, version: v.version, pack_version: v.packVersion,
        definition: JSON.stringify(v.definition), lookups: JSON.stringify(v.lookups ?? {}),
        locales: JSON.stringify(v.locales ?? {}), created_at: v.now,
      }).execute();
      await db.updateTable('functions').set({ current_version: v.version, pack_id: v.packId })
        .where('tenant_id', '=', tenantId).where('id', '=', v.fnId).execute();
    },

    /** The current version of a function, by code. */
    async currentVersion(code: string): Promise<FunctionVersion | undefined> {
      const head = await heads().where('f.code', '=', code).executeTakeFirst();
      return head && withBody(head, head.current_version);
    },

    /** The current version of every function a pack installed, by function code. */
    async currentVersionsOfPack(packId: number): Promise<FunctionVersion[]> {
      const rows = await versions().where('f.pack_id', '=', packId).whereRef('v.version', '=', 'f.current_version').orderBy('f.code').execute();
      return rows.map(toVersion);
    },

    async functionVersion(fnId: number, version: number): Promise<FunctionVersion | undefined> {
      const head = await heads().where('f.id', '=', fnId).executeTakeFirst();
      return head && withBody(head, version);
    },

    async upsertLookup(l: { kind: 'enum' | 'dict'; code: string; items: unknown; packId: number }): Promise<void> {
      const values = { items: JSON.stringify(l.items), pack_id: l.packId };
      await db.insertInto('lookups').values({ tenant_id: tenantId, kind: l.kind, code: l.code, ...values })
        .onConflict((oc) => oc.columns(['tenant_id', 'kind', 'code']).doUpdateSet(values)).execute();
    },
  };
}

export type PackData = ReturnType<typeof createPackData>;
