import type { FastifyInstance } from 'fastify';
import { sessionOf, ok, closedObject, routeSchema } from '../http';
import { findLookup } from './cache';

const code = { type: 'string', minLength: 1, maxLength: 64 };

/** Spec 000 section 7.3: enumerations and dictionaries of the installed packs, `[{code, name}]` in the caller's language
 * (an unknown name answers `[]`). */
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
    return ok(request, (await findLookup(sessionOf(request).data, 'dict', request.body.typeCode, request.lang)) ?? []);
  });
}
