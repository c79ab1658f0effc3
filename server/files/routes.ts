import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveSession } from '../auth/sessions';
import type { DataAccess, TenantData } from '../data';
import { errors } from '../errors';
import { sessionOf } from '../http/context';
import { multipartParts, toMultipartError } from '../http/multipart';
import { ok } from '../http/envelope';
import { callerOf, openFunction } from '../records';
import { DEFAULT_LIMITS, HARD_MAX_FILE_SIZE, findFieldSchema, formatBytes, isAccepted, limitsOf, type UploadLimits } from './limits';
import { commitFile, contentDisposition, discard, openFile, receiveStream, TooLargeError } from './store';

interface Received { id: string; tmp: string; size: number; sha256: string; name: string; mime: string }

/** The limits of `functionCode` + `field` (multipart fields), defaults when none are named. */
async function limitsFor(request: FastifyRequest, data: DataAccess, fields: Record<string, string>): Promise<UploadLimits> {
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
      limits = fields.functionCode ? await limitsFor(request, data, fields) : undefined;
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
    check(limits ?? (await limitsFor(request, data, fields)), file.name, file.mime, file.size);
  } catch (e) {
    await discard(file.tmp);
    throw e;
  }
  return file;
}

/** A tenant's data for a download: the `accesstoken` header, or `?accesstoken=` for links and images. */
async function downloadSession(request: FastifyRequest<{ Querystring: { accesstoken?: string } }>, data: DataAccess): Promise<TenantData> {
  const token = request.headers.accesstoken ?? request.query.accesstoken;
  const { session, locked } = await resolveSession(data, token);
  if (locked) throw errors.idleLocked();
  return data.forTenant(session.tenant_id);
}

/**
 * Attachments: `POST /api/files/upload` (multipart: optional fields `functionCode`
 * and `field` naming the attachment field whose limits apply, then one file) and
 * `GET /api/files/:id` (tenant-scoped download with its file name).
 */
export async function registerFileRoutes(app: FastifyInstance, data: DataAccess, dataDir: string): Promise<void> {
  await app.register(multipart, { limits: { fileSize: HARD_MAX_FILE_SIZE, files: 1, fields: 20, fieldSize: 1000, parts: 30 } });

  app.post('/api/files/upload', {
    config: { access: 'session' },
    schema: {
      tags: ['files'], summary: 'Upload one file (multipart); answers {id, name, size, type, url}', consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        properties: {
          functionCode: { type: 'string', description: 'The function whose attachment field sets the limits' },
          field: { type: 'string', description: 'The attachment field (dotted path); send before the file' },
          file: { type: 'string', description: 'The file (binary)' },
        },
      },
    },
  }, async (request) => {
    if (!request.isMultipart()) throw errors.uploadFailed();
    const s = sessionOf(request);
    const f = await receive(request, data, dataDir, s.tenantId);
    const now = request.server.clock();
    const row = await commitFile(s.data, dataDir, { ...f, userId: s.userId, now });
    return ok(request, { id: row.id, name: row.name, size: row.size, type: row.mime, url: `/api/files/${row.id}` });
  });

  app.get<{ Params: { id: string }; Querystring: { accesstoken?: string } }>('/api/files/:id', {
    config: { access: 'public' },
    schema: {
      // GET: left out of the POST-only OpenAPI document (server/README.md describes it).
      hide: true,
      tags: ['files'], summary: 'Download a file of the caller\'s company (header accesstoken or ?accesstoken=)',
      params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9a-f-]{36}$' } }, required: ['id'] },
      querystring: { type: 'object', properties: { accesstoken: { type: 'string', maxLength: 200 } } },
    },
  }, async (request, reply) => {
    const t = await downloadSession(request, data);
    const row = await t.files.get(request.params.id);
    if (!row) throw errors.fileNotFound();
    return reply.header('content-type', row.mime).header('content-length', String(row.size))
      .header('content-disposition', contentDisposition(row.name)).send(openFile(dataDir, t.tenantId, row.id));
  });
}
