import { toMultipartError } from '../http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataAccess } from '../data';
import { errors } from '../errors';
import { contentDisposition } from '../files';
import { ok, closedObject, routeSchema } from '../http';
import { applyMenuView, callerOf, openFunction, requestIdOf, type FilterInput, type SortInput, fnParams, pageBody, docStatesSchema } from '../records';
import { exportRecords, XLSX_MIME } from './export';
import { openWorkbook } from './import';
import { warmParser } from './parse-pool';
import { jobStatus, startImportJob, sweepImportJobs } from './jobs';

type Params = { code: string };

/** Imports with more rows than this run as a job polled through `importStatus`. */
export const ASYNC_IMPORT_ROWS = 200;
const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

const exportBody = closedObject({
  filters: (pageBody.properties as Record<string, unknown>).filters as Record<string, unknown>,
  sort: (pageBody.properties as Record<string, unknown>).sort as Record<string, unknown>,
  docStates: docStatesSchema,
  menu: (pageBody.properties as Record<string, unknown>).menu as Record<string, unknown>,
});

/** The one .xlsx / .xls file of a multipart upload (at most 20 MiB). */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw errors.uploadFailed();
  const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES } }).catch((e: unknown) => { throw toMultipartError(e); });
  if (!part) throw errors.uploadFailed();
  if (!/\.(xlsx|xls)$/i.test(part.filename ?? '')) {
    part.file.resume();
    throw errors.importFileInvalid();
  }
  try {
    return await part.toBuffer();
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw errors.fileTooLarge('20 MB');
    throw toMultipartError(e);
  }
}

/**
 * Excel: `export` (the current search as .xlsx), `import` (.xlsx/.xls parsed in
 * the parser thread, all or nothing; more than 200 rows answer `{jobId}` at
 * once), `importStatus` and `importCancel`. Every import is a job (server/excel/jobs.ts).
 */
export function registerExcelRoutes(app: FastifyInstance, data: DataAccess, dataDir: string): void {
  // Jobs a stopped process left behind: failed, their staged rows deleted.
  app.addHook('onReady', async () => {
    await sweepImportJobs(data, (app.clock ?? Date.now)()).catch((err: unknown) => app.log.warn({ err }, 'import job sweep failed'));
  });
  app.post<{ Params: Params; Body: { filters?: Record<string, FilterInput>; sort?: SortInput[]; docStates?: string[]; menu?: string } }>('/api/fn/:code/export', {
    config: { access: 'session' },
    schema: routeSchema('excel', 'The records the search finds, as an .xlsx file (a download, not an envelope)', exportBody, { params: fnParams }),
  }, async (request, reply) => {
    const c = callerOf(request, data);
    const { menu, ...query } = request.body;
    const viewed = await applyMenuView(c, await openFunction(c, request.params.code, 'export'), menu, query.filters);
    const file = await exportRecords(c, viewed.f, { ...query, filters: viewed.filters });
    return reply.header('content-type', XLSX_MIME).header('content-disposition', contentDisposition(file.name)).send(file.bytes);
  });

  app.post<{ Params: Params }>('/api/fn/:code/import', {
    config: { access: 'session' },
    schema: {
      tags: ['excel'], summary: 'Import records from an .xlsx or .xls file (multipart, one file): {imported} or {jobId}', params: fnParams,
      consumes: ['multipart/form-data'], body: { type: 'object', properties: { file: { type: 'string', description: 'The .xlsx or .xls file (binary)' } } },
    },
  }, async (request) => {
    const c = callerOf(request, data);
    const f = await openFunction(c, request.params.code, 'import');
    warmParser();
    const source = await openWorkbook(c, f, await readUpload(request));
    const job = await startImportJob({ c, data, f, dataDir, source, requestId: requestIdOf(request) });
    if (job.total <= ASYNC_IMPORT_ROWS) {
      const { outcome, error } = await job.done;
      if (error) throw error;
      return ok(request, { imported: outcome.imported });
    }
    return ok(request, { jobId: job.jobId, total: job.total });
  });

  app.post<{ Params: Params; Body: { jobId: string } }>('/api/fn/:code/importStatus', {
    config: { access: 'session' },
    schema: routeSchema('excel', 'Progress of a background import: {total, done, state, imported?, errorFileId?, code?, msg?}',
      closedObject({ jobId: { type: 'string', maxLength: 64 } }, ['jobId']), { params: fnParams }),
  }, async (request) => {
    const c = callerOf(request, data);
    const job = await c.data.importJobs.get(request.body.jobId);
    if (!job || job.user_id !== c.userId) throw errors.importJobNotFound();
    return ok(request, jobStatus(job));
  });

  app.post<{ Params: Params; Body: { jobId: string } }>('/api/fn/:code/importCancel', {
    config: { access: 'session' },
    schema: routeSchema('excel', 'Stops a running import before it publishes: nothing is written. {canceled, ...status}; canceled false once it is publishing or over',
      closedObject({ jobId: { type: 'string', maxLength: 64 } }, ['jobId']), { params: fnParams }),
  }, async (request) => {
    const c = callerOf(request, data);
    const before = await c.data.importJobs.get(request.body.jobId);
    if (!before || before.user_id !== c.userId) throw errors.importJobNotFound();
    const canceled = await c.data.importJobs.requestCancel(before.id, c.userId, c.now());
    const after = (await c.data.importJobs.get(before.id)) ?? before;
    return ok(request, { canceled, ...jobStatus(after) });
  });
}
