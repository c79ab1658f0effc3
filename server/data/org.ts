import type { Kysely } from 'kysely';
import type { DB } from '../db';

export interface DepartmentRow {
  id: number;
  parentId: number | null;
  name: string;
  managerId: number | null;
  sort: number;
}

export interface PostRow {
  id: number;
  code: string;
  name: string;
  sort: number;
}

/** A company's department tree and posts. */
export function createOrgData(db: Kysely<DB>, tenantId: string) {
  const deptColumns = ['id', 'parent_id as parentId', 'name', 'manager_id as managerId', 'sort'] as const;
  return {
    listDepartments(): Promise<DepartmentRow[]> {
      return db.selectFrom('departments').select([...deptColumns]).where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute();
    },
    getDepartment(id: number): Promise<DepartmentRow | undefined> {
      return db.selectFrom('departments').select([...deptColumns]).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    },
    async createDepartment(d: Omit<DepartmentRow, 'id'>): Promise<number> {
      const row = await db.insertInto('departments').values({
        tenant_id: tenantId, parent_id: d.parentId, name: d.name, manager_id: d.managerId, sort: d.sort,
      }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async updateDepartment(d: DepartmentRow): Promise<void> {
      await db.updateTable('departments').set({ parent_id: d.parentId, name: d.name, manager_id: d.managerId, sort: d.sort })
        .where('tenant_id', '=', tenantId).where('id', '=', d.id).execute();
    },
    async deleteDepartment(id: number): Promise<void> {
      await db.deleteFrom('departments').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async countChildren(id: number): Promise<number> {
      const row = await db.selectFrom('departments').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId).where('parent_id', '=', id).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    listPosts(): Promise<PostRow[]> {
      return db.selectFrom('posts').select(['id', 'code', 'name', 'sort']).where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute();
    },
    getPost(id: number): Promise<PostRow | undefined> {
      return db.selectFrom('posts').select(['id', 'code', 'name', 'sort']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    },
    findPostByCode(code: string): Promise<PostRow | undefined> {
      return db.selectFrom('posts').select(['id', 'code', 'name', 'sort']).where('tenant_id', '=', tenantId).where('code', '=', code).executeTakeFirst();
    },
    async savePost(p: Omit<PostRow, 'id'> & { id?: number }): Promise<number> {
      if (p.id) {
        await db.updateTable('posts').set({ code: p.code, name: p.name, sort: p.sort }).where('tenant_id', '=', tenantId).where('id', '=', p.id).execute();
        return p.id;
      }
      const row = await db.insertInto('posts').values({ tenant_id: tenantId, code: p.code, name: p.name, sort: p.sort }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async deletePost(id: number): Promise<void> {
      await db.deleteFrom('posts').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
  };
}

export type OrgData = ReturnType<typeof createOrgData>;
