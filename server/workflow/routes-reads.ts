import type { FastifyInstance } from 'fastify';
import { sessionOf, ok, emptyBody, routeSchema, type JsonSchema } from '../http';
import { processDetail } from './reads/detail';
import type { AbnormalStatus } from '../data';
import { abnormalPage, allPage, alreadyPage, ccPage, myPage, pendingPage, type Paging } from './reads/lists';
import { processLog, type LogQuery } from './reads/log';
import { exportBpmn, taskCenterTree, turnNodeList } from './reads/tools';
import { abnormalBody, ccPageBody, functionBody, instanceBody, logBody, pageBody, taskBody } from './schemas';

const options = (summary: string, body: JsonSchema) => ({
  config: { access: 'session' as const },
  schema: routeSchema('approval', summary, body),
});

/** The task centre's reads (API.md "Approval"). */
export function registerWorkflowReadRoutes(app: FastifyInstance): void {
  const pages = [
    ['/api/bpm/selectPendingProcessByPage', 'My pending review: the caller\'s pending tasks', pendingPage],
    ['/api/bpm/selectMyProcessByPage', 'My application: processes the caller started', myPage],
    ['/api/bpm/selectAlreadyProcessByPage', 'My reviewed: processes the caller acted on', alreadyPage],
    ['/api/bpm/selectAllProcessByPage', 'Process management (administrators): every process of the tenant', allPage],
  ] as const;
  for (const [url, summary, list] of pages) {
    app.post<{ Body: Paging }>(url, options(summary, pageBody), async (request) => {
      const { data, userId } = sessionOf(request);
      return ok(request, await list(data, userId, request.body, request.lang));
    });
  }

  app.post<{ Body: Paging & { status?: AbnormalStatus } }>('/api/bpm/abnormalList',
    options('Abnormal monitoring (administrators): pending, processed or failed retries', abnormalBody), async (request) => {
      const { data, userId } = sessionOf(request);
      return ok(request, await abnormalPage(data, userId, request.body, request.lang));
    });

  app.post<{ Body: LogQuery }>('/api/bpm/processLog',
    options('Process log (administrators): task decisions and process operations, newest first', logBody), async (request) => {
      const { data, userId } = sessionOf(request);
      return ok(request, await processLog(data, userId, request.body, request.lang));
    });

  app.post<{ Body: Paging & { read?: boolean } }>('/api/bpm/ccMy', options('CC my: copies the caller received (read: filter)', ccPageBody),
    async (request) => {
      const { data, userId } = sessionOf(request);
      return ok(request, await ccPage(data, userId, request.body, request.lang));
    });

  for (const url of ['/api/bpm/pendingProcessCount', '/api/bpm/selectPendingProcessCount']) {
    app.post(url, options('How many tasks wait for the caller', emptyBody), async (request) => {
      const { data, userId } = sessionOf(request);
      return ok(request, await data.workflow.tasks.pendingCount(userId));
    });
  }

  app.post<{ Body: { processInstanceId: number } }>('/api/bpm/businessProcessDetailV2',
    options('A process: instance, the record as the caller may see it, field permissions, history', instanceBody), async (request) => {
      const { data, userId } = sessionOf(request);
      return ok(request, await processDetail(data, userId, request.body.processInstanceId, request.lang));
    });

  app.post<{ Body: { taskId: number } }>('/api/bpm/queryTurnNodeList', options('Earlier approver nodes a task may return to', taskBody),
    async (request) => {
      const { data, userId } = sessionOf(request);
      return ok(request, await turnNodeList(data, userId, request.body.taskId, request.lang));
    });

  app.post('/api/bpm/selectTaskCenterTreeList', options('Functions with a flow: system and self-built', emptyBody), async (request) => {
    const { data } = sessionOf(request);
    return ok(request, await taskCenterTree(data, request.lang));
  });

  app.post<{ Body: { functionCode: string } }>('/api/bpm/exportBpmn', options('BPMN 2.0 XML of a function\'s published flow', functionBody),
    async (request) => {
      const { data, userId } = sessionOf(request);
      return ok(request, await exportBpmn(data, userId, request.body.functionCode, request.lang));
    });
}
