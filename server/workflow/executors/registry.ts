import { Registry, type GraphNode } from '../../engine';
import { approverExecutor } from './approver';
import { ccExecutor } from './cc';
import type { NodeExecutor } from './NodeExecutor';
import { routeExecutor } from './route';
import { startExecutor } from './start';

const executors = new Registry<NodeExecutor>('flow node executor');

/** Registers what entering a node of `type` does on the server (a duplicate throws unless `override`). */
export function registerNodeExecutor<N extends GraphNode>(type: string, executor: NodeExecutor<N>, options: { override?: boolean } = {}): void {
  executors.register(type, executor as unknown as NodeExecutor, options);
}

/** The executor of a node type; a type without one is a programmer error. */
export function nodeExecutorOf(type: string): NodeExecutor {
  const executor = executors.get(type);
  if (!executor) throw new Error(`no flow node executor for "${type}"`);
  return executor;
}

registerNodeExecutor('start', startExecutor);
registerNodeExecutor('approver', approverExecutor);
registerNodeExecutor('cc', ccExecutor);
registerNodeExecutor('route', routeExecutor);
