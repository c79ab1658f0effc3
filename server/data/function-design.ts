import { type Kysely, type Selectable } from 'kysely';
import type { DB, FunctionDraftsTable } from '../db';
import { createDesignGrantData } from './design-grants';

export type DraftRow = Selectable<FunctionDraftsTable>;

/** A function of the tenant with its current (published) definition. */
export interface PublishedFunction {
  fnId: number;
  code: string;
  packId: number;
  version: number;
  enabled: boolean;
  publishedAt: number | null;
  /** Who published last in the designer (null for pack installs). */
  publishedBy: number | null;
  createdAt: number;
  definition: unknown;
}

/** The pack that owns functions designed from scratch in a tenant. */
export const DESIGNER_PACK_KEY = 'designer';

/** Function design drafts, the enabled flag and the clean-up of a deleted function. */
export function createFunctionDesignData(db: Kysely<DB>, tenantId: string) {
  return {
    ...createDesignGrantData(db, tenantId),

    getDraft(code: string): Promise<DraftRow | undefined> {
      return db.selectFrom('function_drafts').selectAll().where('tenant_id', '=', tenantId).where('code', '=', code).executeTakeFirst();
    },

    listDrafts(): Promise<DraftRow[]> {
      return db.selectFrom('function_drafts').selectAll().where('tenant_id', '=', tenantId).execute();
    },

    /** Makes or replaces a draft; `locales` undefined keeps the draft's translations, null drops them. */
    async saveDraft(d: { code: string; packId: number | null; definition: unknown; locales?: Record<string, Record<string, string>> | null; userId: number; now: number }): Promise<void> {
      const values = {
        pack_id: d.packId, definition: JSON.stringify(d.definition), updated_by: d.userId, updated_at: d.now,
        ...(d.locales === undefined ? {} : { locales: d.locales === null ? null : JSON.stringify(d.locales) }),
      };
      await db.insertInto('function_drafts').values({ tenant_id: tenantId, code: d.code, ...values })
        .onConflict((oc) => oc.columns(['tenant_id', 'code']).doUpdateSet(values)).execute();
    },

    async deleteDraft(code: string): Promise<boolean> {
      const res = await db.deleteFrom('function_drafts').where('tenant_id', '=', tenantId).where('code', '=', code).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    /** Every function of the tenant with its current definition (a tenant has dozens, not thousands). */
    async listPublished(): Promise<PublishedFunction[]> {
      const rows = await db.selectFrom('functions as f')
        .leftJoin('function_versions as v', (j) => j.onRef('v.fn_id', '=', 'f.id').onRef('v.version', '=', 'f.current_version'))
        .select(['f.id', 'f.code', 'f.pack_id', 'f.current_version', 'f.enabled', 'f.published_at', 'f.published_by', 'f.created_at', 'v.definition'])
        .where('f.tenant_id', '=', tenantId).orderBy('f.id').execute();
      return rows.map((r) => ({
        fnId: r.id, code: r.code, packId: r.pack_id, version: r.current_version, enabled: Number(r.enabled) === 1,
        publishedAt: r.published_at === null ? null : Number(r.published_at), publishedBy: r.published_by, createdAt: Number(r.created_at),
        definition: r.definition ? JSON.parse(r.definition) : null,
      }));
    },

    async setEnabled(fnId: number, enabled: boolean): Promise<void> {
      await db.updateTable('functions').set({ enabled: enabled ? 1 : 0 }).where('tenant_id', '=', tenantId).where('id', '=', fnId).execute();
    },

    async setPublishedAt(fnId: number, now: number): Promise<void> {
      await db.updateTable('functions').set({ published_at: now }).where('tenant_id', '=', tenantId).where('id', '=', fnId).execute();
    },

    /** Codes of the tenant's disabled functions. */
    async disabledCodes(): Promise<Set<string>> {
      const rows = await db.selectFrom('functions').select('code').where('tenant_id', '=', tenantId).where('enabled', '=', 0).execute();
      return new Set(rows.map((r) => r.code));
    },

    async versions(fnId: number): Promise<{ version: number; packVersion: string; createdAt: number; createdBy: number | null }[]> {
      const rows = await db.selectFrom('function_versions').select(['version', 'pack_version', 'created_at', 'created_by'])
        .where('tenant_id', '=', tenantId).where('fn_id', '=', fnId).orderBy('version', 'desc').execute();
      return rows.map((r) => ({ version: r.version, packVersion: r.pack_version, createdAt: Number(r.created_at), createdBy: r.created_by }));
    },

    /** Records (not deleted) and process instances that still point at a function. */
    async usage(fnId: number): Promise<number> {
      const [records, processes] = await Promise.all([
        db.selectFrom('fn_records').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId).where('fn_id', '=', fnId)
          .where('deleted_at', 'is', null).executeTakeFirstOrThrow(),
        db.selectFrom('process_instances').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId).where('fn_id', '=', fnId).executeTakeFirstOrThrow(),
      ]);
      return Number(records.n) + Number(processes.n);
    },

    /**
     * Removes a function without records or processes: its deleted records (kept only for
     * process history, and it has none), versions, menus and their grants, counters, the function row.
     */
    async deleteFunction(fnId: number, code: string): Promise<void> {
      await db.deleteFrom('fn_records').where('tenant_id', '=', tenantId).where('fn_id', '=', fnId).where('deleted_at', 'is not', null).execute();
      const menus = await db.selectFrom('menus').select('code').where('tenant_id', '=', tenantId).where('function_code', '=', code).execute();
      const menuCodes = menus.map((m) => m.code);
      if (menuCodes.length) {
        await db.deleteFrom('role_menus').where('tenant_id', '=', tenantId).where('menu_code', 'in', menuCodes).execute();
        await db.deleteFrom('menus').where('tenant_id', '=', tenantId).where('code', 'in', menuCodes).execute();
      }
      await db.deleteFrom('serial_counters').where('tenant_id', '=', tenantId).where('fn_id', '=', fnId).execute();
      await db.deleteFrom('function_versions').where('tenant_id', '=', tenantId).where('fn_id', '=', fnId).execute();
      await db.deleteFrom('functions').where('tenant_id', '=', tenantId).where('id', '=', fnId).execute();
    },

    /** Whether any menu opens the function. */
    async hasMenu(code: string): Promise<boolean> {
      const row = await db.selectFrom('menus').select('code').where('tenant_id', '=', tenantId).where('function_code', '=', code).limit(1).executeTakeFirst();
      return row !== undefined;
    },

    /** Every lookup of the tenant, as a function version snapshots them. */
    async tenantLookups(): Promise<{ kind: string; code: string; items: unknown; packId: number }[]> {
      const rows = await db.selectFrom('lookups').select(['kind', 'code', 'items', 'pack_id']).where('tenant_id', '=', tenantId).execute();
      return rows.map((r) => ({ kind: r.kind, code: r.code, items: JSON.parse(r.items), packId: r.pack_id }));
    },

    /** The id of the tenant's designer pack, created on first use. */
    async designerPackId(now: number): Promise<number> {
      await db.insertInto('packs').values({
        tenant_id: tenantId, pack_key: DESIGNER_PACK_KEY, version: '1.0.0', name: 'Designer', locales: '{}', installed_at: now, updated_at: now,
      }).onConflict((oc) => oc.columns(['tenant_id', 'pack_key']).doNothing()).execute();
      const row = await db.selectFrom('packs').select('id').where('tenant_id', '=', tenantId).where('pack_key', '=', DESIGNER_PACK_KEY).executeTakeFirstOrThrow();
      return row.id;
    },

    /** Replaces a pack's locales (a publish from the designer adds the function's translations). */
    async setPackLocales(packId: number, locales: Record<string, Record<string, string>>, now: number): Promise<void> {
      await db.updateTable('packs').set({ locales: JSON.stringify(locales), updated_at: now }).where('tenant_id', '=', tenantId).where('id', '=', packId).execute();
    },

    /** Touches a pack so caches keyed on it refresh. */
    async touchPack(packId: number, now: number): Promise<void> {
      await db.updateTable('packs').set({ updated_at: now }).where('tenant_id', '=', tenantId).where('id', '=', packId).execute();
    },
  };
}

export type FunctionDesignData = ReturnType<typeof createFunctionDesignData>;
