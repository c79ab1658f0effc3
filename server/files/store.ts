import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FileRow, TenantData } from '../data';

/** `<dataDir>/files/<tenant>`; tenant ids are codes, encoded anyway so they can never climb out. */
export function tenantDir(dataDir: string, tenantId: string): string {
  return join(dataDir, 'files', encodeURIComponent(tenantId));
}

export function filePath(dataDir: string, tenantId: string, id: string): string {
  return join(tenantDir(dataDir, tenantId), id);
}

/** Thrown by `receiveStream` when the bytes exceed the limit (the partial file is removed). */
export class TooLargeError extends Error {}

/**
 * Streams an upload to `<tenant dir>/<uuid>.part`, hashing and counting as it
 * goes; stops at `maxBytes`. Returns where it landed; `commitFile` names it.
 */
export async function receiveStream(dataDir: string, tenantId: string, source: Readable, maxBytes: number) {
  const dir = tenantDir(dataDir, tenantId);
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const tmp = join(dir, `${id}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const out = createWriteStream(tmp);
  try {
    for await (const chunk of source) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new TooLargeError();
      hash.update(chunk as Buffer);
      if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
    }
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  } catch (e) {
    out.destroy();
    await rm(tmp, { force: true });
    throw e;
  }
  return { id, tmp, size, sha256: hash.digest('hex') };
}

export async function discard(tmp: string): Promise<void> {
  await rm(tmp, { force: true });
}

/** Moves a received file into place and records it. */
export async function commitFile(t: TenantData, dataDir: string, f: { id: string; tmp: string; size: number; sha256: string; name: string; mime: string; userId: number; now: number }): Promise<FileRow> {
  await rename(f.tmp, filePath(dataDir, t.tenantId, f.id));
  const row = { id: f.id, name: f.name, mime: f.mime, size: f.size, sha256: f.sha256, created_by: f.userId, created_at: f.now };
  await t.files.insert(row);
  return { ...row, tenant_id: t.tenantId };
}

/** Stores bytes the server made itself (import error files). */
export async function storeBuffer(t: TenantData, dataDir: string, f: { name: string; mime: string; bytes: Buffer; userId: number; now: number }): Promise<FileRow> {
  await mkdir(tenantDir(dataDir, t.tenantId), { recursive: true });
  const id = randomUUID();
  await writeFile(filePath(dataDir, t.tenantId, id), f.bytes);
  const row = {
    id, name: f.name, mime: f.mime, size: f.bytes.length, sha256: createHash('sha256').update(f.bytes).digest('hex'),
    created_by: f.userId, created_at: f.now,
  };
  await t.files.insert(row);
  return { ...row, tenant_id: t.tenantId };
}

export function openFile(dataDir: string, tenantId: string, id: string) {
  return createReadStream(filePath(dataDir, tenantId, id));
}

/** `attachment; filename="..."; filename*=UTF-8''...` (ASCII fallback plus the exact UTF-8 name). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
