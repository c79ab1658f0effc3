import type { FastifyInstance } from 'fastify';
import type { DataAccess } from '../data';
import { registerWorkflowActionRoutes } from './routes-actions';
import { registerWorkflowReadRoutes } from './routes-reads';

/** The approval engine's routes: submit, the BPM actions and the task-centre reads. */
export function registerWorkflowRoutes(app: FastifyInstance, data: DataAccess): void {
  registerWorkflowActionRoutes(app, data);
  registerWorkflowReadRoutes(app);
}

export { INSTANCE_STATES, TERMINAL_STATES } from './context';
export type { InstanceState } from './context';
export { submitRecord, applicationNumber } from './actions/submit';
export { approve } from './actions/approve';
export { reject } from './actions/reject';
export { resolvePeople } from './resolve';
export { walkGraph, registerNodeExecutor, nodeExecutorOf, mayStart, toStepPeople } from './executors';
export type { FlowRun, Entered, NodeExecutor, WalkEnd } from './executors';
export { instanceViews } from './reads/views';
