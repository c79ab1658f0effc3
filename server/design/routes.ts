import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataAccess } from '../data';
import { sessionOf, ok, closedObject, pagingProps, routeSchema, type JsonSchema } from '../http';
import { invalidateLookups } from '../lookups';
import { requireAdmin } from '../menus';
import { FUNCTION_STATES } from './context';
import { exportPack, type ExportRequest } from './export';
import { listDirectories, listFunctions, type ListQuery } from './list';
import {
  copyFunction, deleteFunction, getFunction, listVersions, publishFunction, revokeDraft, saveDraft, setEnabled, type DesignContext,
} from './service';

const code: JsonSchema = { type: 'string', pattern: '^[a-z][a-zA-Z0-9_-]{0,63}$' };
const codeBody = closedObject({ code }, ['code']);
const DESIGN_BODY_LIMIT = 5 * 1024 * 1024;

async function contextOf(request: FastifyRequest, data: DataAccess): Promise<DesignContext> {
  const s = sessionOf(request);
  await requireAdmin(s.data, s.userId);
  return { data, t: s.data, userId: s.userId, lang: request.lang, now: request.server.clock() };
}

/** Function design (API.md "Packs and functions (designer)"): drafts, publishing, versions. Administrators only. */
export function registerDesignRoutes(app: FastifyInstance, data: DataAccess): void {
  const route = <B>(path: string, summary: string, body: JsonSchema, run: (c: DesignContext, body: B) => Promise<unknown>, bodyLimit?: number) =>
    app.post<{ Body: B }>(`/api/fn/design/${path}`, { config: { access: 'session' }, bodyLimit, schema: routeSchema('design', summary, body) },
      async (request) => ok(request, await run(await contextOf(request, data), request.body as B)));

  route<ListQuery>('list', 'Functions with their state (published, notPublished, updatePending, disabled), filtered by name and state',
    closedObject({ ...pagingProps, name: { type: 'string', maxLength: 200 }, state: { enum: FUNCTION_STATES } }, ['current', 'size']), (c, b) => listFunctions(c, b));
  route<Record<string, never>>('directories', 'The tenant\'s top-level menu directories', closedObject({}), (c) => listDirectories(c));
  route<ExportRequest>('export', 'Functions, or a menu directory of functions, as one installable pack', closedObject({
    codes: { type: 'array', items: code, minItems: 1, maxItems: 200 }, directory: { type: 'string', minLength: 1, maxLength: 64 },
  }), (c, b) => exportPack(c, b));
  route<{ code: string }>('get', 'A function\'s draft and published definition', codeBody, (c, b) => getFunction(c, b.code));
  route<{ function: unknown; create?: boolean; locales?: unknown }>('save',
    'Make or replace the draft (validated like a pack function; code 14 with JSON pointers); create: refuse a taken code; locales: the texts\' translations by language (zh-CN, en-US, ru-RU) and text',
    closedObject({ function: { type: 'object' }, create: { type: 'boolean' }, locales: {} }, ['function']),
    (c, b) => saveDraft(c, b.function, b.create, b.locales), DESIGN_BODY_LIMIT);
  route<{ code: string }>('publish', 'Publish the draft as a new immutable version (refused listing unfinished flow nodes)', codeBody, async (c, b) => {
    const out = await publishFunction(c, b.code);
    invalidateLookups(c.t.tenantId);
    return out;
  });
  route<{ code: string }>('revoke', 'Drop the draft: back to the last published version', codeBody, (c, b) => revokeDraft(c, b.code));
  route<{ code: string; newCode: string }>('copy', 'Copy a function into a new draft', closedObject({ code, newCode: { type: 'string', maxLength: 64 } }, ['code', 'newCode']),
    (c, b) => copyFunction(c, b.code, b.newCode));
  route<{ code: string }>('enable', 'Enable a function', codeBody, (c, b) => setEnabled(c, b.code, true));
  route<{ code: string }>('disable', 'Disable a function (hidden from menus, no new or edited records)', codeBody, (c, b) => setEnabled(c, b.code, false));
  route<{ code: string }>('delete', 'Delete a function that has no records', codeBody, (c, b) => deleteFunction(c, b.code));
  route<{ code: string }>('versions', 'The published versions of a function', codeBody, (c, b) => listVersions(c, b.code));
}
