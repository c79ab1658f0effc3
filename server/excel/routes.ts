import { toMultipartError } from '../http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataAccess } from '../data';
import { errors } from '../errors';
import { contentDisposition } from '../files';
import { ok, closedObject, routeSchema } from '../http';
import { callerOf, openFunction, requestIdOf, type Caller, type FilterInput, type LoadedFunction, type SortInput, fnParams, pageBody, docStatesSchema } from '../records';
import { exportRecords, XLSX_MIME } from './export';
import { parseWorkbook, storeErrorFile, validateRows, writeRows, type ParsedRow, type RowProblem } from './import';
import { createJob, failJob, findJob, jobStatus, type ImportJob } from './jobs';

type Params = { code: string };

/** Imports with more rows than this run as a job polled through `importStatus`. */
export const ASYNC_IMPORT_ROWS = 200;
const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

const exportBody = closedObject({
  filters: (pageBody.properties as Record<string, unknown>).filters as Record<string, unknown>,
  sort: (pageBody.properties as Record<string, unknown>).sort as Record<string, unknown>,
  docStates: docStatesSchema,
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

/** Validates all rows, then writes all of them in one transaction; a failing row stores the error file and writes nothing. */
async function runImport(c: Caller, f: LoadedFunction, dataDir: string, rows: ParsedRow[], parsed: RowProblem[], requestId: string | undefined, job?: ImportJob): Promise<number> {
  const step = () => { if (job) job.done += 0.5; };
  const { values, problems } = await validateRows(c, f, rows, step);
  const all = [...parsed, ...problems.filter((p) => !parsed.some((q) => q.row === p.row))];
  if (all.length) throw errors.importFailed({ errorFileId: await storeErrorFile(c, dataDir, all), failedRows: all.length });
  return writeRows(c, f, values, requestId, step);
}

/**
 * Excel: `export` (the current search as .xlsx), `import` (.xlsx/.xls, all or
 * nothing; more than 200 rows answer `{jobId}` at once) and `importStatus`.
 */
export function registerExcelRoutes(app: FastifyInstance, data: DataAccess, dataDir: string): void {
  app.post<{ Params: Params; Body: { filters?: Record<string, FilterInput>; sort?: SortInput[]; docStates?: string[] } }>('/api/fn/:code/export', {
    config: { access: 'session' },
    schema: routeSchema('excel', 'The records the search finds, as an .xlsx file (a download, not an envelope)', exportBody, { params: fnParams }),
  }, async (request, reply) => {
    const c = callerOf(request, data);
    const f = await openFunction(c, request.params.code, 'export');
    const file = await exportRecords(c, f, request.body);
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
    const { rows, problems } = parseWorkbook(c, f, await readUpload(request));
    const requestId = requestIdOf(request);
    if (rows.length <= ASYNC_IMPORT_ROWS) {
      return ok(request, { imported: await runImport(c, f, dataDir, rows, problems, requestId) });
    }
    const job = createJob(c.data.tenantId, c.userId, rows.length);
    void runImport(c, f, dataDir, rows, problems, requestId, job).then(
      (n) => { job.imported = n; job.done = job.total; job.state = 'succeeded'; },
      (e) => failJob(job, e, c.lang),
    );
    return ok(request, { jobId: job.id, total: job.total });
  });

  app.post<{ Params: Params; Body: { jobId: string } }>('/api/fn/:code/importStatus', {
    config: { access: 'session' },
    schema: routeSchema('excel', 'Progress of a background import: {total, done, state, imported?, errorFileId?, code?, msg?}',
      closedObject({ jobId: { type: 'string', maxLength: 64 } }, ['jobId']), { params: fnParams }),
  }, async (request) => {
    const c = callerOf(request, data);
    const job = findJob(request.body.jobId, c.data.tenantId, c.userId);
    if (!job) throw errors.importJobNotFound();
    return ok(request, jobStatus(job));
  });
}
