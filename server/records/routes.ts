import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../http/context';
import { ok } from '../http/envelope';
import { emptyBody, routeSchema } from '../http/schemas';
import { buildMeta } from './meta';
import type { FilterInput, SortInput } from './query';
import { fnParams, idBody, pageBody, saveBody } from './schemas';
import { deleteRecord, getRecord, openFunction, pageRecords, saveRecord, toRecordRow, type Caller } from './service';

type Params = { code: string };

function callerOf(request: FastifyRequest): Caller {
  const s = sessionOf(request);
  return { data: s.data, userId: s.userId, lang: request.lang };
}

const options = (summary: string, body: Record<string, unknown>) => ({
  config: { access: 'session' as const },
  schema: routeSchema('records', summary, body, { params: fnParams }),
});

/** Records of a function: meta, page, detail, save, delete (docs/contract.md). */
export function registerRecordRoutes(app: FastifyInstance): void {
  app.post<{ Params: Params }>('/api/fn/:code/meta', options('The function\'s form, list and search config in the request language', emptyBody), async (request) => {
    const f = await openFunction(callerOf(request), request.params.code, 'view');
    return ok(request, buildMeta(f, request.lang));
  });

  app.post<{ Params: Params; Body: { current: number; size: number; filters?: Record<string, FilterInput>; sort?: SortInput[] } }>(
    '/api/fn/:code/page', options('A page of records, filtered and sorted', pageBody), async (request) => {
      const c = callerOf(request);
      const f = await openFunction(c, request.params.code, 'view');
      return ok(request, await pageRecords(c, f, request.body));
    });

  app.post<{ Params: Params; Body: { id: number } }>('/api/fn/:code/detail', options('One record', idBody), async (request) => {
    const c = callerOf(request);
    const f = await openFunction(c, request.params.code, 'view');
    return ok(request, { record: toRecordRow(await getRecord(c, f, request.body.id)), process: null });
  });

  app.post<{ Params: Params; Body: { id?: number; data: Record<string, unknown> } }>(
    '/api/fn/:code/save', options('Create (no id) or update a record; code 14 per invalid field', saveBody), async (request) => {
      const c = callerOf(request);
      const f = await openFunction(c, request.params.code, request.body.id === undefined ? 'create' : 'edit');
      return ok(request, await saveRecord(c, f, request.body));
    });

  app.post<{ Params: Params; Body: { id: number } }>('/api/fn/:code/delete', options('Delete a record', idBody), async (request) => {
    const c = callerOf(request);
    const f = await openFunction(c, request.params.code, 'delete');
    await deleteRecord(c, f, request.body.id);
    return ok(request, {});
  });
}
