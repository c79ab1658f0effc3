import type { FastifyInstance } from 'fastify';
import { checkForm } from '../admin';
import type { DataAccess } from '../data';
import { errors } from '../errors';
import { closedObject, emptyBody, ok, routeSchema, shortText } from '../http';
import { requireAgentAccess } from './access';
import { readAgentInfo } from './info';

interface BecomeAgentBody {
  contactName?: string;
  mobile?: string;
  region?: string;
  introduction?: string | null;
}

/** Bodies stay bounded; the form's own limits (engine `agentApply`) answer code 14 below these. */
const FIELD_CAP = 2000;

/**
 * The agent programme's calls (spec 000 sections 4.4 and 7): apply to become an agent, and
 * read the company's agent info (status, application, contract period).
 */
export function registerAgentRoutes(app: FastifyInstance, data: DataAccess): void {
  app.post<{ Body: BecomeAgentBody }>('/api/agent/becomeAgent', {
    config: { access: 'session' },
    schema: routeSchema('agent', 'Apply to become an agent: contact, mobile, region and introduction; the company moves from status 0 to 1 (pending)', closedObject({
      contactName: shortText(FIELD_CAP), mobile: shortText(FIELD_CAP), region: shortText(FIELD_CAP),
      introduction: { anyOf: [shortText(FIELD_CAP), { type: 'null' }] },
    })),
  }, async (request) => {
    const s = await requireAgentAccess(request);
    const b = request.body;
    const values = {
      contactName: (b.contactName ?? '').trim(), mobile: (b.mobile ?? '').trim(),
      region: (b.region ?? '').trim(), introduction: (b.introduction ?? '').trim(),
    };
    checkForm(request, 'agentApply', values);
    const me = await s.data.users.getMember(s.userId);
    if (!me) throw errors.sessionInvalid();
    const filed = await data.transaction((tx) => tx.forTenant(s.tenantId).agent.apply(
      { ...values, introduction: values.introduction || null }, { userId: s.userId, userName: me.full_name }, Date.now(),
    ));
    if (!filed) throw errors.agentNotApplicable((await s.data.agent.status()) ?? 0);
    return ok(request, await readAgentInfo(s.data));
  });

  app.post('/api/agent/currentAgentInfoVo', {
    config: { access: 'session' },
    schema: routeSchema('agent', 'The company\'s agent info: status, latest application, contract period', emptyBody),
  }, async (request) => {
    const s = await requireAgentAccess(request);
    return ok(request, await readAgentInfo(s.data));
  });

  app.post('/api/agentcontract/currentAgentInfoVo', {
    config: { access: 'session' },
    schema: routeSchema('agent', 'The company\'s agent contract: status, contract start and end (null until signed), whether it has expired', emptyBody),
  }, async (request) => {
    const s = await requireAgentAccess(request);
    const info = await readAgentInfo(s.data);
    const signed = info.contractStart !== null && info.contractEnd !== null;
    return ok(request, {
      agentStatus: info.agentStatus, signed, contractStart: info.contractStart, contractEnd: info.contractEnd,
      expired: info.agentStatus === 3 || (signed && info.contractEnd! < Date.now()),
    });
  });
}
