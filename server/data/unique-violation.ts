import { MOBILE_INDEX } from '../db';

interface DatabaseError { code?: unknown; constraint?: unknown; message?: unknown }

/** Whether a database error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(e: unknown): boolean {
  const err = (e ?? {}) as DatabaseError;
  return err.code === '23505' || err.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(String(err.message ?? ''));
}

/** A mobile number another account holds: the database refused the write (migration 026). */
export class MobileTakenError extends Error {
  constructor() {
    super('the mobile number names another account');
    this.name = 'MobileTakenError';
  }
}

/** Whether `e` is the unique index on `users.mobile_phone` refusing a write (PostgreSQL names the index, SQLite the column). */
function isMobileClash(e: unknown): boolean {
  if (!isUniqueViolation(e)) return false;
  const err = e as DatabaseError;
  return err.constraint === MOBILE_INDEX || /\busers\.mobile_phone\b/.test(String(err.message ?? ''));
}

/** Runs a write of `users`, answering {@link MobileTakenError} when its mobile number is another account's. */
export async function mobileChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isMobileClash(e)) throw new MobileTakenError();
    throw e;
  }
}
