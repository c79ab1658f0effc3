import type { Kysely } from 'kysely';
import type { DB } from '../db';

/** A role as stored: `name` is an i18n key of a pack (`roles.finance`) or a literal. */
export interface RoleRow {
  id: number;
  code: string;
  name: string;
}

/** The tenant's roles (the pickers of the flow designer and role management). */
export function createRoleData(db: Kysely<DB>, tenantId: string) {
  const roles = () => db.selectFrom('roles').where('tenant_id', '=', tenantId);
  return {
    async listRoles(page: { offset: number; limit: number }): Promise<{ records: RoleRow[]; total: number }> {
      const [records, count] = await Promise.all([
        roles().select(['id', 'code', 'name']).orderBy('id').offset(page.offset).limit(page.limit).execute(),
        roles().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(count.n) };
    },
  };
}

export type RoleData = ReturnType<typeof createRoleData>;
