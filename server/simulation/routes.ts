import type { FastifyInstance } from 'fastify';
import type { Person, TenantData } from '../data';
import { flowNodeKindOf, resolveTexts, unconfiguredNodeIds, validateFlow, type FlowDefinition, type PackFunction } from '../engine';
import { errors } from '../errors';
import { sessionOf, ok, closedObject, routeSchema, shortText } from '../http';
import { packLocale, translate, type ServerLang } from '../i18n';
import { requireAdmin } from '../menus';
import { simulateFlow } from './simulate';

interface SimulateBody {
  function: PackFunction;
  values?: Record<string, unknown>;
  initiator?: string;
}

const fieldError = (fields: string, message: string) => ({ fields, fieldStr: fields, message });
const refuse = (list: { fields: string; fieldStr: string; message: string }[], extra: Record<string, unknown> = {}) =>
  errors.fieldErrors({ reqFieldErrorList: list, reqFormatErrorList: [], ...extra });

/** The flow to walk, or code 14 naming what keeps it from being walked (the same problems publishing lists). */
function flowOf(fn: PackFunction, lang: ServerLang): FlowDefinition {
  const flow = fn.flow as FlowDefinition | undefined;
  if (!flow || typeof flow !== 'object' || !flowNodeKindOf(flow.root?.type)?.root) throw refuse([fieldError('/flow', translate(lang, 'simulationNoFlow'))]);
  const fields = Array.isArray(fn.fields) ? fn.fields.map((f) => f?.identifier).filter((x): x is string => typeof x === 'string') : undefined;
  const problems = validateFlow(flow, { fields });
  if (problems.length) {
    throw refuse(problems.map((p) => fieldError(`/flow${p.path}`, p.nodeId ? `${p.nodeId}: ${p.message}` : p.message)),
      { nodes: unconfiguredNodeIds(problems) });
  }
  return flow;
}

/** The initiator: a member named by user name or id, else the caller. */
async function initiatorOf(t: TenantData, name: string | undefined, callerId: number, lang: ServerLang): Promise<Person> {
  const text = name?.trim();
  const found = text
    ? (await t.workflow.people.byNames([text]))[0] ?? (/^\d{1,12}$/.test(text) ? (await t.workflow.people.byIds([Number(text)]))[0] : undefined)
    : (await t.workflow.people.byIds([callerId]))[0];
  if (!found) throw refuse([fieldError('initiator', translate(lang, 'simulationUnknownUser', { user: text ?? callerId }))]);
  return found;
}

/** Node names may be text keys of the function's pack (when the function belongs to one). */
async function textResolver(t: TenantData, code: unknown, lang: ServerLang): Promise<(text: string) => string> {
  if (typeof code !== 'string') return (text) => text;
  const packId = (await t.packs.findFunction(code))?.pack_id ?? (await t.design.getDraft(code))?.pack_id ?? null;
  const locale = packId === null ? {} : packLocale((await t.packs.packLocales()).get(packId), lang);
  return (text) => resolveTexts(text, locale);
}

/**
 * `POST /api/fn/design/simulate` (administrators): walks the flow of an unsaved
 * function definition against sample form values and answers, per node, who
 * would approve or be copied and which branch each route takes.
 */
export function registerSimulationRoutes(app: FastifyInstance): void {
  app.post<{ Body: SimulateBody }>('/api/fn/design/simulate', {
    config: { access: 'session' },
    bodyLimit: 5 * 1024 * 1024,
    schema: routeSchema('design', 'Simulate a function\'s flow against sample values (code 14 when the flow is unfinished)', closedObject({
      function: { type: 'object' }, values: { type: 'object' }, initiator: shortText(64),
    }, ['function'])),
  }, async (request) => {
    const s = sessionOf(request);
    await requireAdmin(s.data, s.userId);
    const fn = request.body.function;
    const flow = flowOf(fn, request.lang);
    const initiator = await initiatorOf(s.data, request.body.initiator, s.userId, request.lang);
    const fieldTypes = Array.isArray(fn.fields)
      ? Object.fromEntries(fn.fields.filter((f) => typeof f?.identifier === 'string').map((f) => [f.identifier, f.type]))
      : undefined;
    const out = await simulateFlow(s.data, {
      flow, values: request.body.values ?? {}, initiator, fieldTypes, textOf: await textResolver(s.data, fn.code, request.lang),
    });
    return ok(request, out);
  });
}
