import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { inHashPool } from './hash-pool';

/** scrypt's default cost, N = 2^17 with r = 8, p = 1: about 128 MiB and a few hundred ms per hash. */
const DEFAULT_LOG2N = 17;
/** The bounds of env PASSWORD_SCRYPT_LOG2N; {@link verifyPassword} reads stored hashes up to 2^18. */
const LOG2N_RANGE = [12, 18] as const;
const R = 8;
const P = 1;

/**
 * The cost new password hashes get: env PASSWORD_SCRYPT_LOG2N (12 to 18), 17 when unset.
 * Lower values make every stored password cheaper to guess offline; the test suites use 12,
 * where each sign-in would otherwise spend a few hundred ms of a core. Anything else is refused
 * (buildApp checks it at start). Stored hashes keep the cost they were made with.
 */
export function scryptLog2N(value = process.env.PASSWORD_SCRYPT_LOG2N): number {
  if (value === undefined || value.trim() === '') return DEFAULT_LOG2N;
  const n = Number(value);
  if (!Number.isInteger(n) || n < LOG2N_RANGE[0] || n > LOG2N_RANGE[1]) {
    throw new Error(`PASSWORD_SCRYPT_LOG2N must be a whole number from ${LOG2N_RANGE[0]} to ${LOG2N_RANGE[1]}, not "${value}"`);
  }
  return n;
}

const params = () => ({ N: 2 ** scryptLog2N(), r: R, p: P });
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, p: { N: number; r: number; p: number }, refuseWhenFull = true): Promise<Buffer> {
  const options: ScryptOptions = { N: p.N, r: p.r, p: p.p, maxmem: 256 * p.N * p.r + 32 * 1024 * 1024 };
  return inHashPool(() => new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  }), refuseWhenFull);
}

/** Hashes a password into `scrypt$N$r$p$salt$hash` (base64url salt and hash). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const cost = params();
  const key = await derive(password, salt, cost, false);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time; malformed hashes never match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every(Number.isSafeInteger) || N > 2 ** 18 || r > 16 || p > 4) return false;
  const expected = Buffer.from(parts[5], 'base64url');
  const key = await derive(password, Buffer.from(parts[4], 'base64url'), { N, r, p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A well-formed hash nobody's password matches, at today's cost: sign-in costs the same whether or not the user exists. */
export function dummyHash(): string {
  const { N, r, p } = params();
  return `scrypt$${N}$${r}$${p}$${Buffer.alloc(SALT_LENGTH).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`;
}
