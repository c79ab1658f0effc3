import type { Kysely } from 'kysely';
import type { DB } from '../db';

export type Names = Record<string, string>;

export interface DictTypeRow {
  id: number;
  code: string;
  names: Names;
  tree: boolean;
  enabled: boolean;
  sort: number;
}

export interface DictItemRow {
  id: number;
  typeId: number;
  parentId: number | null;
  code: string;
  names: Names;
  enabled: boolean;
  sort: number;
}

const toType = (r: { id: number; code: string; names: string; tree: number; enabled: number; sort: number }): DictTypeRow =>
  ({ id: r.id, code: r.code, names: JSON.parse(r.names) as Names, tree: r.tree === 1, enabled: r.enabled === 1, sort: r.sort });
const toItem = (r: { id: number; type_id: number; parent_id: number | null; code: string; names: string; enabled: number; sort: number }): DictItemRow =>
  ({ id: r.id, typeId: r.type_id, parentId: r.parent_id, code: r.code, names: JSON.parse(r.names) as Names, enabled: r.enabled === 1, sort: r.sort });

/** A company's own dictionaries (they override a pack dictionary of the same code). */
export function createDictData(db: Kysely<DB>, tenantId: string) {
  const types = () => db.selectFrom('dict_types').selectAll().where('tenant_id', '=', tenantId);
  const items = () => db.selectFrom('dict_items').selectAll().where('tenant_id', '=', tenantId);
  return {
    async listTypes(): Promise<DictTypeRow[]> {
      return (await types().orderBy('sort').orderBy('id').execute()).map(toType);
    },
    async getType(id: number): Promise<DictTypeRow | undefined> {
      const r = await types().where('id', '=', id).executeTakeFirst();
      return r && toType(r);
    },
    async findType(code: string): Promise<DictTypeRow | undefined> {
      const r = await types().where('code', '=', code).executeTakeFirst();
      return r && toType(r);
    },
    async saveType(t: Omit<DictTypeRow, 'id'> & { id?: number }): Promise<number> {
      const values = { code: t.code, names: JSON.stringify(t.names), tree: t.tree ? 1 : 0, enabled: t.enabled ? 1 : 0, sort: t.sort };
      if (t.id) {
        await db.updateTable('dict_types').set(values).where('tenant_id', '=', tenantId).where('id', '=', t.id).execute();
        return t.id;
      }
      return (await db.insertInto('dict_types').values({ tenant_id: tenantId, ...values }).returning('id').executeTakeFirstOrThrow()).id;
    },
    async deleteType(id: number): Promise<void> {
      await db.deleteFrom('dict_items').where('tenant_id', '=', tenantId).where('type_id', '=', id).execute();
      await db.deleteFrom('dict_types').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async listItems(typeId: number): Promise<DictItemRow[]> {
      return (await items().where('type_id', '=', typeId).orderBy('sort').orderBy('id').execute()).map(toItem);
    },
    async getItem(id: number): Promise<DictItemRow | undefined> {
      const r = await items().where('id', '=', id).executeTakeFirst();
      return r && toItem(r);
    },
    async saveItem(i: Omit<DictItemRow, 'id'> & { id?: number }): Promise<number> {
      const values = { type_id: i.typeId, parent_id: i.parentId, code: i.code, names: JSON.stringify(i.names), enabled: i.enabled ? 1 : 0, sort: i.sort };
      if (i.id) {
        await db.updateTable('dict_items').set(values).where('tenant_id', '=', tenantId).where('id', '=', i.id).execute();
        return i.id;
      }
      return (await db.insertInto('dict_items').values({ tenant_id: tenantId, ...values }).returning('id').executeTakeFirstOrThrow()).id;
    },
    async deleteItem(id: number): Promise<void> {
      await db.deleteFrom('dict_items').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
  };
}

export type DictData = ReturnType<typeof createDictData>;
