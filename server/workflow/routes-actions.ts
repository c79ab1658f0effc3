import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataAccess } from '../data';
import { sessionOf, ok, routeSchema, type JsonSchema } from '../http';
import { fnParams } from '../records';
import { approve, type ApproveInput } from './actions/approve';
import { addSign, transfer } from './actions/delegate';
import { cancel, forcedReturn, markCcRead, recall, resubmit, retry } from './actions/lifecycle';
import { reject, type RejectInput } from './actions/reject';
import { submitRecord } from './actions/submit';
import type { Actor } from './run';
import { addNodeBody, instanceBody, passBody, rejectBody, resubmitBody, submitBody, transferBody } from './schemas';

const options = (summary: string, body: JsonSchema, extra: JsonSchema = {}) => ({
  config: { access: 'session' as const },
  schema: routeSchema('approval', summary, body, extra),
});

/** The approval actions (API.md "Approval", spec 001 section 4); each runs in one transaction. */
export function registerWorkflowActionRoutes(app: FastifyInstance, data: DataAccess): void {
  const actorOf = (request: FastifyRequest): Actor => {
    const s = sessionOf(request);
    return { data, tenantId: s.tenantId, userId: s.userId, lang: request.lang };
  };
  type Id = { processInstanceId: number };

  app.post<{ Params: { code: string }; Body: { id: number } }>('/api/fn/:code/submit',
    options('Starts the approval flow of the record\'s function version (the record\'s creator)', submitBody, { params: fnParams }),
    async (request) => ok(request, await submitRecord(actorOf(request), request.params.code, request.body.id)));

  app.post<{ Body: ApproveInput }>('/api/bpm/approvalPass', options('Approve one\'s pending task', passBody),
    async (request) => ok(request, await approve(actorOf(request), request.body, request.lang)));

  app.post<{ Body: RejectInput }>('/api/bpm/auditReject', options('Reject: to the initiator, to an earlier node, or final', rejectBody),
    async (request) => ok(request, await reject(actorOf(request), request.body)));

  app.post<{ Body: { taskId: number; position: 'before' | 'after'; userIds: number[] } }>('/api/bpm/addNode',
    options('Add signers before or after oneself', addNodeBody),
    async (request) => ok(request, await addSign(actorOf(request), request.body)));

  app.post<{ Body: { taskId: number; fromUserId?: number | null; toUserId?: number | null } }>('/api/bpm/changeApprover',
    options('Transfer a pending task to another member', transferBody),
    async (request) => ok(request, await transfer(actorOf(request), request.body)));

  app.post<{ Body: Id }>('/api/bpm/recall', options('The initiator recalls a process in approval', instanceBody),
    async (request) => ok(request, await recall(actorOf(request), request.body.processInstanceId)));

  app.post<{ Body: Id & { data?: Record<string, unknown> } }>('/api/bpm/resubmit',
    options('The initiator resubmits a returned process', resubmitBody),
    async (request) => ok(request, await resubmit(actorOf(request), request.body, request.lang)));

  app.post<{ Body: Id }>('/api/bpm/forcedReturn', options('Administrators: return a process in approval or abnormal to its initiator', instanceBody),
    async (request) => ok(request, await forcedReturn(actorOf(request), request.body.processInstanceId)));

  app.post<{ Body: Id }>('/api/bpm/cancel', options('Void a process (initiator or administrators)', instanceBody),
    async (request) => ok(request, await cancel(actorOf(request), request.body.processInstanceId)));

  app.post<{ Body: Id }>('/api/bpm/retry', options('Administrators: re-run the failed step of an abnormal process', instanceBody),
    async (request) => ok(request, await retry(actorOf(request), request.body.processInstanceId)));

  app.post<{ Body: Id }>('/api/bpm/markRead', options('A CC recipient marks the copy read', instanceBody), async (request) => {
    const a = actorOf(request);
    await markCcRead(a.data, a.tenantId, a.userId, request.body.processInstanceId);
    return ok(request, {});
  });
}
