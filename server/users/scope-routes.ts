import type { FastifyInstance } from 'fastify';
import { SCOPE_KINDS, type DataAccess } from '../data';
import { errors } from '../errors';
import { sessionOf, ok, closedObject, idSchema, routeSchema } from '../http';
import { requireAdmin } from '../menus';
import { DEFAULT_SCOPES, RECORD_ACTIONS, type RecordAction } from '../records';

const fnCode = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$' };
const scopeList = { type: 'array', maxItems: 4, uniqueItems: true, items: { type: 'string', enum: [...SCOPE_KINDS] } };
const scopesByAction = closedObject(Object.fromEntries(RECORD_ACTIONS.map((a) => [a, scopeList])));

type Scopes = Partial<Record<RecordAction, string[]>>;

/** A role's scopes on one function, every action present (the default when the role grants nothing for it). */
function byAction(grants: { action: string; scope: string }[]) {
  const scopes = {} as Record<RecordAction, string[]>;
  const defaults: RecordAction[] = [];
  for (const a of RECORD_ACTIONS) {
    const own = grants.filter((g) => g.action === a).map((g) => g.scope);
    scopes[a] = own.length ? own : [...DEFAULT_SCOPES[a]];
    if (!own.length) defaults.push(a);
  }
  return { scopes, defaults, defaultScopes: DEFAULT_SCOPES };
}

/**
 * Data scopes per role and function (docs/records.md; administrators only):
 * `getDataScopes {roleId, functionCode}` and `setDataScopes {roleId,
 * functionCode, scopes: {view: [...], ...}}`. An action left out (or given
 * an empty list) falls back to the defaults.
 */
export function registerScopeRoutes(app: FastifyInstance, data: DataAccess): void {
  app.post<{ Body: { roleId: number; functionCode: string } }>('/api/sys/role/getDataScopes', {
    config: { access: 'session' },
    schema: routeSchema('users', 'A role\'s data scopes on a function per action (view, create, edit, delete, export, import), with the actions on defaults',
      closedObject({ roleId: idSchema, functionCode: fnCode }, ['roleId', 'functionCode'])),
  }, async (request) => {
    const s = sessionOf(request);
    await requireAdmin(s.data, s.userId);
    const { roleId, functionCode } = request.body;
    if (!(await s.data.scopes.roleExists(roleId))) throw errors.notFound();
    return ok(request, { roleId, functionCode, ...byAction(await s.data.scopes.ofRole(roleId, functionCode)) });
  });

  app.post<{ Body: { roleId: number; functionCode: string; scopes: Scopes } }>('/api/sys/role/setDataScopes', {
    config: { access: 'session' },
    schema: routeSchema('users', 'Sets a role\'s data scopes on a function: {view: ["own", "involved"], ...}; omitted or empty actions use the defaults',
      closedObject({ roleId: idSchema, functionCode: fnCode, scopes: scopesByAction }, ['roleId', 'functionCode', 'scopes'])),
  }, async (request) => {
    const s = sessionOf(request);
    await requireAdmin(s.data, s.userId);
    const { roleId, functionCode, scopes } = request.body;
    if (!(await s.data.scopes.roleExists(roleId))) throw errors.notFound();
    if (!(await s.data.packs.findFunction(functionCode))) throw errors.functionNotFound(functionCode);
    const grants = RECORD_ACTIONS.flatMap((action) => (scopes[action] ?? []).map((scope) => ({ action, scope })));
    await data.transaction((tx) => tx.forTenant(s.tenantId).scopes.replace(roleId, functionCode, grants));
    return ok(request, { roleId, functionCode, ...byAction(grants) });
  });
}
