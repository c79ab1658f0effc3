import type { FlowDefinition, PackFunction } from '../../engine/index';
import { registerCommand } from '../state';
import {
  addBranch, addNode, createFlow, moveBranch, removeBranch, removeNode, updateBranch, updateNode,
  type AddableType, type BranchConfig, type InsertPoint, type NewNodeNames, type NodeConfig,
} from './model';

/** Parameters of the flow designer's commands (all in the 'flow' area). */
export interface FlowCommandParams {
  'flow.create': { startName: string };
  'node.add': { at: InsertPoint; type: AddableType; names: NewNodeNames };
  'node.remove': { id: string };
  'node.update': { id: string; config: NodeConfig };
  'branch.add': { routeId: string; name: string };
  'branch.remove': { branchId: string };
  'branch.move': { branchId: string; direction: -1 | 1 };
  'branch.update': { branchId: string; config: BranchConfig };
}

export type FlowCommand = keyof FlowCommandParams;

// Runs `edit` on the function's flow; no flow means nothing to edit.
const onFlow = (fn: PackFunction, edit: (flow: FlowDefinition) => FlowDefinition): PackFunction => {
  const flow = fn.flow as FlowDefinition | undefined;
  if (!flow) return fn;
  const next = edit(flow);
  return next === flow ? fn : { ...fn, flow: next };
};

function register<K extends FlowCommand>(name: K, execute: (fn: PackFunction, params: FlowCommandParams[K]) => PackFunction): void {
  registerCommand<FlowCommandParams[K]>(name, { scope: 'flow', execute });
}

let registered = false;

/** Registers the flow designer's commands (once; done when the module loads). */
export function registerFlowCommands(): void {
  if (registered) return;
  registered = true;
  register('flow.create', (fn, p) => (fn.flow
    ? fn
    : { ...fn, flow: createFlow(p.startName, fn.fields.map((f) => f.identifier)) }));
  register('node.add', (fn, p) => onFlow(fn, (f) => addNode(f, p.at, p.type, p.names)));
  register('node.remove', (fn, p) => onFlow(fn, (f) => removeNode(f, p.id)));
  register('node.update', (fn, p) => onFlow(fn, (f) => updateNode(f, p.id, p.config)));
  register('branch.add', (fn, p) => onFlow(fn, (f) => addBranch(f, p.routeId, p.name)));
  register('branch.remove', (fn, p) => onFlow(fn, (f) => removeBranch(f, p.branchId)));
  register('branch.move', (fn, p) => onFlow(fn, (f) => moveBranch(f, p.branchId, p.direction)));
  register('branch.update', (fn, p) => onFlow(fn, (f) => updateBranch(f, p.branchId, p.config)));
}

registerFlowCommands();
