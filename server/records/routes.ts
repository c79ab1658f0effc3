import { errors } from '../errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataAccess } from '../data';
import { sessionOf, ok, okSerialised, routeSchema } from '../http';
import { PageCache, pageAnswer } from './page-cache';
import { loadFunctionVersion } from './function-version';
import { buildMeta } from './meta';
import { absentTargets } from './absent-references';
import { relatedRecords } from './related-forms';
import { browserRuleData, newRecordContext, pagePicker, type PickerReference } from './picker';
import type { DataRequest } from '../engine';
import { readRecord } from './access';
import { mergePermissions, readOnlyPermissions } from '../engine';
import { recordProcess } from './record-process';
import { applyMenuView } from './menu-view';
import { withClockComputed } from './clock-computed';
import { fnParams, idBody, metaBody, pageBody, ruleDataBody, saveBody } from './schemas';
import { deleteRecord, getRecord, openFunction, saveRecord, toRecordRow, type Caller, type PageInput, type SaveInput } from './service';

type Params = { code: string };

/** The caller of a record route: session, language, a transaction over its tenant and the server's clock. */
export function callerOf(request: FastifyRequest, data: DataAccess): Caller {
  const s = sessionOf(request);
  return {
    data: s.data, userId: s.userId, lang: request.lang, now: request.server.clock ?? Date.now,
    tx: (fn) => data.transaction((tx) => fn(tx.forTenant(s.tenantId))),
  };
}

/** Longest accepted `x-request-id`. */
export const MAX_REQUEST_ID_LENGTH = 100;

/**
 * `x-request-id`: one id per click, the server half of the double-submit guard.
 * An id too long to store is refused (400) rather than silently dropping the guard.
 */
export function requestIdOf(request: FastifyRequest): string | undefined {
  const v = request.headers['x-request-id'];
  if (typeof v !== 'string' || v.length === 0) return undefined;
  if (v.length > MAX_REQUEST_ID_LENGTH) throw errors.requestIdTooLong(MAX_REQUEST_ID_LENGTH);
  return v;
}

const options = (summary: string, body: Record<string, unknown>) => ({
  config: { access: 'session' as const },
  schema: routeSchema('records', summary, body, { params: fnParams }),
});

/** Records of a function: meta, page, detail, save, delete (docs/contract.md, server/README.md). */
export function registerRecordRoutes(app: FastifyInstance, data: DataAccess): void {
  const pages = new PageCache();
  app.post<{ Params: Params; Body: { version?: number } }>('/api/fn/:code/meta', options('The function\'s form, list and search config in the request language; `version` picks an older version', metaBody), async (request) => {
    const c = callerOf(request, data);
    const current = await openFunction(c, request.params.code, 'view');
    const { version } = request.body;
    const f = version === undefined || version === current.version ? current : await loadFunctionVersion(c.data, current.fnId, version);
    return ok(request, buildMeta(f, request.lang, await absentTargets(c.data, f.fn)));
  });

  app.post<{ Params: Params; Body: PageInput & { menu?: string; reference?: PickerReference } }>(
    '/api/fn/:code/page', options('A page of the records inside the caller\'s view scope, filtered (also by `docStates`) and sorted; with `reference` only those the reference field\'s filter allows', pageBody), async (request, reply) => {
      const c = callerOf(request, data);
      const f = await openFunction(c, request.params.code, 'view');
      const { reference, menu, ...query } = request.body;
      if (reference) return ok(request, await pagePicker(c, f, query, reference));
      const viewed = await applyMenuView(c, f, menu, query.filters);
      return okSerialised(request, reply, await pageAnswer(data, pages, c, viewed.f, { ...query, filters: viewed.filters }));
    });

  app.post<{ Params: Params }>('/api/fn/:code/ruleContext', options('The caller as rules see them (`currentUser()`) and the `x-default` values of a new record', metaBody), async (request) => {
    const c = callerOf(request, data);
    const f = await openFunction(c, request.params.code, 'view');
    return ok(request, await newRecordContext(c, f));
  });

  app.post<{ Params: Params; Body: { requests: DataRequest[] } }>('/api/fn/:code/ruleData', options('Records the function\'s rules read in the browser (`lookup`, `sumOf`), inside the caller\'s view scope', ruleDataBody), async (request) => {
    const c = callerOf(request, data);
    await openFunction(c, request.params.code, 'view');
    return ok(request, await browserRuleData(c, request.body.requests));
  });

  app.post<{ Params: Params; Body: { id: number } }>('/api/fn/:code/detail', options('One record, the version of the function it was written with, and its related records', idBody), async (request) => {
    const c = callerOf(request, data);
    const current = await openFunction(c, request.params.code, 'view');
    const stored = await getRecord(c, current, request.body.id);
    const [fresh] = await withClockComputed(c.data, current, [stored]);
    const { record, perms } = await readRecord(c.data, current.scope, fresh);
    const f = record.fnVersion === current.version ? current : await loadFunctionVersion(c.data, current.fnId, record.fnVersion);
    const related = await relatedRecords(c, f, record);
    const { process, actions } = await recordProcess(c, current, stored);
    // `fieldPermissions`: the node permissions the caller reads this record with (null: every field), so the page hides the same fields.
    const fieldPermissions = perms && mergePermissions(f.fn.fields.map((x) => x.identifier), readOnlyPermissions(perms));
    return ok(request, { record: toRecordRow(record), process, actions, fieldPermissions, metaVersion: record.fnVersion, related });
  });

  app.post<{ Params: Params; Body: SaveInput }>(
    '/api/fn/:code/save', options('Create (no id) or update a record; code 14 per invalid field; header x-request-id refuses a repeated click', saveBody), async (request) => {
      const c = callerOf(request, data);
      const f = await openFunction(c, request.params.code, request.body.id === undefined ? 'create' : 'edit');
      return ok(request, await saveRecord(c, f, request.body, requestIdOf(request)));
    });

  app.post<{ Params: Params; Body: { id: number } }>('/api/fn/:code/delete', options('Delete a record', idBody), async (request) => {
    const c = callerOf(request, data);
    const f = await openFunction(c, request.params.code, 'delete');
    await deleteRecord(c, f, request.body.id);
    return ok(request, {});
  });
}
