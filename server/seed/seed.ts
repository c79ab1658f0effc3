import { hashPassword } from '../auth';
import type { DataAccess } from '../data';
import { bundledDemos, bundledPacks } from '../engine';
import { installPack } from '../packs';
import { DEMO_PASSWORD, DEMO_ROLES, DEMO_TENANTS, DEMO_USERS } from './demo-data';
import { runPackDemo } from './pack-demo';

async function createPeople(tx: DataAccess, hashes: string[], now: number): Promise<void> {
  for (const t of DEMO_TENANTS) await tx.identity.createTenant({ id: t.id, corpName: t.corpName, now });
  const ids = new Map<string, number>();
  for (const [i, u] of DEMO_USERS.entries()) {
    const tenants = Object.keys(u.roles);
    const id = await tx.identity.createUser({
      userName: u.userName, fullName: u.fullName, mobilePhone: u.mobilePhone,
      passwordHash: hashes[i], defaultTenantId: tenants[0], now,
    });
    ids.set(u.userName, id);
    for (const tenantId of tenants) await tx.identity.addMembership(id, tenantId);
  }
  for (const u of DEMO_USERS) if (u.supervisor) await tx.identity.setSupervisor(ids.get(u.userName)!, ids.get(u.supervisor)!);
  for (const t of DEMO_TENANTS) {
    const scoped = tx.forTenant(t.id);
    await scoped.settings.ensureSystemMenus();
    const roleIds = new Map<string, number>();
    for (const r of DEMO_ROLES) roleIds.set(r.code, await scoped.users.ensureRole(r.code, r.name));
    for (const u of DEMO_USERS) {
      for (const role of u.roles[t.id] ?? []) await scoped.users.assignRole(ids.get(u.userName)!, roleIds.get(role)!);
    }
  }
}

/**
 * Creates the demo tenants, users and roles and installs every bundled pack in
 * both tenants, when the database holds no tenant yet. Returns whether it seeded.
 */
export async function seedDemoData(data: DataAccess, now = Date.now()): Promise<boolean> {
  if (!(await data.identity.isEmpty())) return false;
  // Each user has their own salt; the expensive hashes run in parallel on the thread pool.
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  await data.transaction((tx) => createPeople(tx, hashes, now));
  for (const t of DEMO_TENANTS) {
    for (const pack of bundledPacks) await installPack(data, t.id, pack, now);
  }
  return true;
}

/**
 * Makes the bundled packs' demo records (`schemas/<pack>/demo.json`) in every
 * demo tenant whose members they name; call right after `seedDemoData`
 * seeded (the records are made once, with the tenants). A pack whose demo
 * the product refuses stops there and is reported, so the server still
 * starts; tests/server/pack-demo.test.ts keeps the shipped demos clean.
 */
export async function seedDemoRecords(data: DataAccess, now = Date.now()): Promise<string[]> {
  const problems: string[] = [];
  for (const demo of bundledDemos) {
    for (const t of DEMO_TENANTS) {
      try {
        await runPackDemo(data, t.id, demo, now);
      } catch (e) {
        problems.push(`${t.id}: ${(e as Error).message}`);
      }
    }
  }
  return problems;
}
