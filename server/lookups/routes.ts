import type { FastifyInstance } from 'fastify';
import { sessionOf, ok, closedObject, routeSchema } from '../http';
import type { TenantData } from '../data';
import { findLookup } from './cache';

/** The dictionary a department field reads when no pack or company dictionary takes its code: the organisation. */
const ORG_DEPARTMENTS = 'department';

/** The company's departments as lookup options; codes are the ids department fields store. */
async function departmentOptions(data: TenantData): Promise<{ code: number; name: string; parent?: number }[]> {
  return (await data.settings.org.listDepartments()).map((d) => ({ code: d.id, name: d.name, ...(d.parentId ? { parent: d.parentId } : {}) }));
}

const code = { type: 'string', minLength: 1, maxLength: 64 };

/** Spec 000 section 7.3: enumerations and dictionaries of the installed packs, `[{code, name}]` in the caller's language
 * (an unknown name answers `[]`; `department`, unless a dictionary takes it, is the company's departments). */
export function registerLookupRoutes(app: FastifyInstance): void {
  app.post<{ Body: { enumClassName: string } }>('/api/api/getEnumListByCls', {
    config: { access: 'session' },
    schema: routeSchema('lookups', 'An enumeration of the installed packs by class name', closedObject({ enumClassName: code }, ['enumClassName'])),
  }, async (request) => {
    return ok(request, (await findLookup(sessionOf(request).data, 'enum', request.body.enumClassName, request.lang)) ?? []);
  });

  app.post<{ Body: { typeCode: string } }>('/api/api/getDictListByDicType', {
    config: { access: 'session' },
    schema: routeSchema('lookups', 'A dictionary of the installed packs by type code', closedObject({ typeCode: code }, ['typeCode'])),
  }, async (request) => {
    const data = sessionOf(request).data;
    const found = await findLookup(data, 'dict', request.body.typeCode, request.lang);
    if (!found && request.body.typeCode === ORG_DEPARTMENTS) return ok(request, await departmentOptions(data));
    return ok(request, found ?? []);
  });
}
