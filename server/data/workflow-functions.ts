import type { Kysely } from 'kysely';
import type { DB } from '../db';

export interface CurrentFunction {
  fnId: number;
  code: string;
  version: number;
  packKey: string;
}

/** The tenant's functions at their current version (the task centre lists those with a flow). */
export function createFunctionListData(db: Kysely<DB>, tenantId: string) {
  return {
    async current(): Promise<CurrentFunction[]> {
      const rows = await db.selectFrom('functions as f')
        .innerJoin('packs as p', (j) => j.onRef('p.id', '=', 'f.pack_id').on('p.tenant_id', '=', tenantId))
        .select(['f.id', 'f.code', 'f.current_version', 'p.pack_key'])
        .where('f.tenant_id', '=', tenantId).orderBy('f.code').execute();
      return rows.map((r) => ({ fnId: r.id, code: r.code, version: r.current_version, packKey: r.pack_key }));
    },
  };
}
