import { join, resolve } from 'node:path';
import { createDataAccess, migrateDatabase, openDatabase, seedDemoData, seedDemoRecords, type DataAccess } from '../../server/index';

/** The database `npm start` uses, opened for one CLI command. */
export interface LocalDatabase {
  data: DataAccess;
  /** Where it is, for messages: the SQLite file or the PostgreSQL URL without its password. */
  where: string;
  close(): Promise<void>;
}

function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * Opens the server's database from the same settings as `npm start`
 * (DATABASE_URL, else `${DATA_DIR:-./data}/app.sqlite`), migrated, and with
 * the demo tenants (and the packs' demo records unless DEMO_RECORDS=0) when it
 * was empty, exactly as the server would leave it.
 */
export async function openLocalDatabase(env: NodeJS.ProcessEnv = process.env): Promise<LocalDatabase> {
  const file = join(resolve(env.DATA_DIR ?? './data'), 'app.sqlite');
  const opened = openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { file });
  try {
    await migrateDatabase(opened.db, opened.dialect);
    const data = createDataAccess(opened.db, opened.dialect);
    const seeded = await data.exclusive((locked) => seedDemoData(locked));
    // As `npm start` would: the packs' demo records too, unless DEMO_RECORDS=0.
    if (seeded && env.DEMO_RECORDS !== '0') {
      for (const problem of await seedDemoRecords(data)) console.error(`demo records: ${problem}`);
    }
    return { data, where: env.DATABASE_URL ? describeUrl(env.DATABASE_URL) : file, close: () => opened.close() };
  } catch (error) {
    await opened.close();
    throw error;
  }
}

/** Whether the database has a tenant with this code. */
export async function tenantExists(data: DataAccess, tenant: string): Promise<boolean> {
  return (await data.forTenant(tenant).users.getTenant()) !== undefined;
}
