import type { FastifyInstance } from 'fastify';
import { FUNCTION_CODE_PATTERN } from '../engine';
import { closedObject, ok, routeSchema, sessionOf, type JsonSchema } from '../http';
import type { FilterInput } from '../records';
import { dashboardData, dashboardMeta, openDashboard, visibleDashboards, type DashboardCaller } from './service';

const scalar: JsonSchema = { type: ['string', 'number', 'null'], maxLength: 200 };
const code: JsonSchema = { type: 'string', pattern: FUNCTION_CODE_PATTERN };
const params = closedObject({ fn: code, code }, ['fn', 'code']);
const dataBody = closedObject({
  filters: { type: 'object', maxProperties: 8, additionalProperties: { anyOf: [scalar, { type: 'array', minItems: 2, maxItems: 2, items: scalar }] } },
  charts: { type: 'array', maxItems: 12, uniqueItems: true, items: code },
}, []);

type Params = { fn: string; code: string };

const caller = (request: Parameters<typeof sessionOf>[0]): DashboardCaller => {
  const s = sessionOf(request);
  return { data: s.data, userId: s.userId, lang: request.lang };
};

/** Dashboards of the packs (docs/packs.md "Dashboards"): the caller's list, one's layout and its figures. */
export function registerDashboardRoutes(app: FastifyInstance): void {
  const config = { access: 'session' as const };
  app.post('/api/dashboard/list', { config, schema: routeSchema('dashboards', 'The dashboards the caller may open, with their charts and filters', closedObject({}, [])) }, async (request) => {
    const c = caller(request);
    return ok(request, (await visibleDashboards(c)).map((d) => dashboardMeta(d, request.lang)));
  });

  app.post<{ Params: Params }>('/api/dashboard/:fn/:code/meta', { config, schema: routeSchema('dashboards', 'One dashboard\'s charts and filters in the request language', closedObject({}, []), { params }) }, async (request) => {
    const c = caller(request);
    return ok(request, dashboardMeta(await openDashboard(c, request.params.fn, request.params.code), request.lang));
  });

  app.post<{ Params: Params; Body: { filters?: Record<string, FilterInput>; charts?: string[] } }>(
    '/api/dashboard/:fn/:code/data',
    { config, schema: routeSchema('dashboards', 'The charts\' figures, grouped and summed by the database inside the caller\'s data scope and the filters', dataBody, { params }) },
    async (request) => {
      const c = caller(request);
      const d = await openDashboard(c, request.params.fn, request.params.code);
      return ok(request, await dashboardData(c, d, request.body ?? {}));
    });
}
