import { hash, randomBytes } from 'node:crypto';

/** A fresh session token: 32 random bytes, base64url. Only its hash is stored. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The sha256 (hex) of a token, the only form that reaches the database. */
export function hashToken(token: string): string {
  // one-shot: no Hash object per request (every authenticated call hashes its token)
  return hash('sha256', token, 'hex');
}
