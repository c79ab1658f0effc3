import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { redeemTicket, issueTicket, TICKET_TTL_MS, resolveSession } from '../auth';
import type { DataAccess, TenantData } from '../data';
import { errors } from '../errors';
import { sessionOf, ok, multipartParts, toMultipartError, closedObject, routeSchema } from '../http';
import { callerOf, canReadFile, openFunction } from '../records';
import { sniffUpload } from './sniff';
import { sweepOrphanFiles } from './sweep';

/** Uploads trigger an orphan sweep of their tenant at most this often. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
import { DEFAULT_LIMITS, DEFAULT_UPLOAD_QUOTA, HARD_MAX_FILE_SIZE, LOGO_LIMITS, type UploadQuota, findFieldSchema, formatBytes, isAccepted, limitsOf, type UploadLimits } from './limits';
import { commitFile, contentDisposition, discard, openFile, receiveStream, TooLargeError } from './store';

interface Received { id: string; tmp: string; size: number; sha256: string; name: string; mime: string }

/** The limits of `functionCode` + `field` (multipart fields), or of `purpose=logo`; defaults when none are named. */
async function limitsFor(request: FastifyRequest, data: DataAccess, fields: Record<string, string>): Promise<UploadLimits> {
  if (fields.purpose === 'logo') return LOGO_LIMITS;
  if (fields.purpose !== undefined) throw errors.invalidField('purpose', 'logo');
  if (!fields.functionCode) return DEFAULT_LIMITS;
  const f = await openFunction(callerOf(request, data), fields.functionCode, 'view');
  if (!fields.field) return DEFAULT_LIMITS;
  const schema = findFieldSchema(f.fn.form, fields.field);
  if (!schema) throw errors.invalidField('field', fields.field);
  return limitsOf(schema);
}

function check(limits: UploadLimits, name: string, mime: string, size?: number): void {
  if (!isAccepted(limits, name, mime)) throw errors.fileFormatError(limits.accept.join(', '));
  if (size !== undefined && size > limits.maxSize) throw errors.fileTooLarge(formatBytes(limits.maxSize));
}

/** Reads the multipart body: form fields and the one file (streamed to disk, checked as early as the fields allow). */
async function receive(request: FastifyRequest, data: DataAccess, dataDir: string, tenantId: string) {
  const fields: Record<string, string> = {};
  let file: Received | undefined;
  let limits: UploadLimits | undefined;
  try {
    for await (const part of multipartParts(request)) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (file) {
        part.file.resume();
        continue;
      }
      // Fields sent before the file give its limits now; otherwise the hard cap, checked below.
      limits = fields.functionCode || fields.purpose ? await limitsFor(request, data, fields) : undefined;
      const name = part.filename || 'file';
      const mime = part.mimetype || 'application/octet-stream';
      if (limits) check(limits, name, mime);
      const maxBytes = limits?.maxSize ?? HARD_MAX_FILE_SIZE;
      try {
        file = { ...(await receiveStream(dataDir, tenantId, part.file, maxBytes)), name, mime };
      } catch (e) {
        if (e instanceof TooLargeError || (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw errors.fileTooLarge(formatBytes(maxBytes));
        throw toMultipartError(e);
      }
    }
  } catch (e) {
    if (file) await discard(file.tmp);
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw errors.fileTooLarge(formatBytes(HARD_MAX_FILE_SIZE));
    throw e;
  }
  if (!file) throw errors.uploadFailed();
  try {
    const applied = limits ?? (await limitsFor(request, data, fields));
    check(applied, file.name, file.mime, file.size);
    file.mime = await sniffUpload(file.tmp, file.name, file.mime, applied);
    // What the bytes are must fit too (a type-only list such as the logo's refuses unrecognised content).
    if (!isAccepted(applied, file.name, file.mime)) throw errors.fileFormatError(applied.accept.join(', '));
  } catch (e) {
    await discard(file.tmp);
    throw e;
  }
  return file;
}

/**
 * Refuses an upload that would take the user or the company past its quota (413 naming the
 * limit); checked before the bytes are read (already full) and after (this file too big).
 */
async function checkQuota(t: TenantData, userId: number, quota: UploadQuota, incoming: number): Promise<void> {
  const [mine, all] = await Promise.all([t.files.bytesOf(userId), t.files.tenantBytes()]);
  if (mine + incoming > quota.perUser || (incoming === 0 && mine >= quota.perUser)) throw errors.uploadQuotaExceeded(formatBytes(quota.perUser));
  if (all + incoming > quota.perTenant || (incoming === 0 && all >= quota.perTenant)) throw errors.companyQuotaExceeded(formatBytes(quota.perTenant));
}

/**
 * Who downloads: the `accesstoken` header, or a single-use `?ticket=` from
 * `POST /api/files/ticket` for plain links (never the session token in a URL).
 */
async function downloader(request: FastifyRequest<{ Params: { id: string }; Querystring: { ticket?: string } }>, data: DataAccess): Promise<{ t: TenantData; userId: number }> {
  if (request.query.ticket !== undefined) {
    const holder = await redeemTicket(data, 'download', request.params.id, request.query.ticket);
    if (!holder) throw errors.ticketInvalid();
    return { t: data.forTenant(holder.tenantId), userId: holder.userId };
  }
  const { session, locked } = await resolveSession(data, request.headers.accesstoken);
  if (locked) throw errors.idleLocked();
  return { t: data.forTenant(session.tenant_id), userId: session.user_id };
}

/** The file, when the user uploaded it or may read a record that shows it; else not found (its existence stays hidden). */
async function readableFile(t: TenantData, userId: number, id: string) {
  const row = await t.files.get(id);
  // A file attached to a record the caller may not read, or to a field hidden from them, does not exist for them.
  if (!row || !(await canReadFile(t, userId, row))) throw errors.fileNotFound();
  return row;
}

/**
 * Attachments: `POST /api/files/upload` (multipart: optional fields `functionCode`
 * and `field` naming the attachment field whose limits apply, then one file) and
 * `GET /api/files/:id` (tenant-scoped download with its file name).
 */
export async function registerFileRoutes(app: FastifyInstance, data: DataAccess, dataDir: string, quota: UploadQuota = DEFAULT_UPLOAD_QUOTA): Promise<void> {
  /** When each tenant was last swept for orphan files (per server). */
  const lastSweep = new Map<string, number>();
  await app.register(multipart, { limits: { fileSize: HARD_MAX_FILE_SIZE, files: 1, fields: 20, fieldSize: 1000, parts: 30 } });

  app.post('/api/files/upload', {
    config: { access: 'session' },
    schema: {
      tags: ['files'], summary: 'Upload one file (multipart); answers {id, name, size, type, url}', consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        properties: {
          functionCode: { type: 'string', description: 'The function whose attachment field sets the limits' },
          purpose: { type: 'string', description: '`logo`: the company logo\'s limits (PNG, JPEG, GIF or WebP, 1 MiB); send before the file' },
          field: { type: 'string', description: 'The attachment field (dotted path); send before the file' },
          file: { type: 'string', description: 'The file (binary)' },
        },
      },
    },
  }, async (request) => {
    if (!request.isMultipart()) throw errors.uploadFailed();
    const s = sessionOf(request);
    await checkQuota(s.data, s.userId, quota, 0);
    const f = await receive(request, data, dataDir, s.tenantId);
    try {
      await checkQuota(s.data, s.userId, quota, f.size);
    } catch (e) {
      await discard(f.tmp);
      throw e;
    }
    const now = request.server.clock();
    const row = await commitFile(s.data, dataDir, { ...f, userId: s.userId, now });
    if (now - (lastSweep.get(s.tenantId) ?? 0) >= SWEEP_EVERY_MS) {
      lastSweep.set(s.tenantId, now);
      await sweepOrphanFiles(s.data, dataDir, now).catch((err: unknown) => request.log.warn({ err }, 'orphan file sweep failed'));
    }
    return ok(request, { id: row.id, name: row.name, size: row.size, type: row.mime, url: `/api/files/${row.id}` });
  });

  app.post<{ Body: { id: string } }>('/api/files/ticket', {
    config: { access: 'session' },
    schema: routeSchema('files', 'A single-use download link for a file the caller may read: {url, expiresInSeconds}',
      closedObject({ id: { type: 'string', pattern: '^[0-9a-f-]{36}$' } }, ['id'])),
  }, async (request) => {
    const s = sessionOf(request);
    const row = await readableFile(s.data, s.userId, request.body.id);
    const ticket = await issueTicket(data, 'download', row.id, s.sessionId);
    return ok(request, { url: `/api/files/${row.id}?ticket=${ticket}`, expiresInSeconds: TICKET_TTL_MS / 1000 });
  });

  app.get<{ Params: { tenant: string; id: string } }>('/api/tenant/logo/:tenant/:id', {
    config: { access: 'public' },
    schema: {
      // GET: left out of the POST-only OpenAPI document (server/README.md describes it).
      hide: true,
      tags: ['files'], summary: 'The company logo (an <img> source: no token); only the file the company saved as its logo',
      params: { type: 'object', properties: { tenant: { type: 'string', maxLength: 64 }, id: { type: 'string', pattern: '^[0-9a-f-]{36}$' } }, required: ['tenant', 'id'] },
    },
  }, async (request, reply) => {
    const t = data.forTenant(request.params.tenant);
    const tenant = await t.users.getTenant();
    // Any other file of the company stays behind its record checks.
    if (!tenant || tenant.logo_file_id !== request.params.id) throw errors.fileNotFound();
    const row = await t.files.get(request.params.id);
    if (!row || !LOGO_LIMITS.accept.includes(row.mime)) throw errors.fileNotFound();
    return reply.header('content-type', row.mime).header('x-content-type-options', 'nosniff').header('content-length', String(row.size))
      .header('cache-control', 'private, max-age=3600').header('content-disposition', 'inline').send(openFile(dataDir, t.tenantId, row.id));
  });

  app.get<{ Params: { id: string }; Querystring: { ticket?: string } }>('/api/files/:id', {
    config: { access: 'public' },
    schema: {
      // GET: left out of the POST-only OpenAPI document (server/README.md describes it).
      hide: true,
      tags: ['files'], summary: 'Download a file the caller may read (header accesstoken, or ?ticket= from /api/files/ticket)',
      params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9a-f-]{36}$' } }, required: ['id'] },
      querystring: { type: 'object', properties: { ticket: { type: 'string', maxLength: 200 } }, additionalProperties: false },
    },
  }, async (request, reply) => {
    const { t, userId } = await downloader(request, data);
    const row = await readableFile(t, userId, request.params.id);
    return reply.header('content-type', row.mime).header('x-content-type-options', 'nosniff').header('content-length', String(row.size))
      .header('content-disposition', contentDisposition(row.name)).send(openFile(dataDir, t.tenantId, row.id));
  });
}
