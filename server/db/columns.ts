import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from './types';

/** An auto-incrementing primary key: the only place the dialects differ in the schema. */
export function withId(dialect: Dialect, big = false) {
  return <T extends string>(t: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? t.addColumn('id', big ? 'bigserial' : 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
