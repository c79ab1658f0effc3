/**
 * Flow node executors: the server half of each node kind, and the one walk
 * that execution and simulation (dry run) share.
 */
export type { FlowRun, Entered, NodeExecutor } from './NodeExecutor';
export { toStepPeople } from './NodeExecutor';
export { registerNodeExecutor, nodeExecutorOf } from './registry';
export { walkGraph } from './walkGraph';
export type { WalkEnd, WalkVisitor } from './walkGraph';
export { mayStart } from './start';
