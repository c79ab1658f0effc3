/**
 * The flow designer (issue 6 items 5-7): the approval-flow tree editor, its
 * BPMN view and the simulation, all reading and writing the open function's
 * `flow` through the designer store (commands of the 'flow' area).
 */
export { FlowDesigner } from './FlowDesigner';
export { BpmnView } from './bpmn/BpmnView';
export { SimulationPanel } from './simulation/SimulationPanel';
export { registerFlowCommands } from './commands';
export type { FlowCommand, FlowCommandParams } from './commands';
export { registerDesignerNodeKind, designerNodeKindOf, designerNodeKinds } from './kinds';
export type { DesignerNodeKind, SummaryContext } from './kinds';
