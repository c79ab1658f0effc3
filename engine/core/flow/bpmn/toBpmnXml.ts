import { flowNodeKindOf } from '../kinds/registry';
import type { FlowDefinition } from '../types';
import { buildBpmnModel } from './buildModel';
import { diagramElement } from './diagram';
import { LC_NAMESPACE } from './extensions';
import { createIdAllocator } from './ids';
import { processElement } from './semantic';
import { xmlElement } from './xml';

const NAMESPACES = {
  'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
  'xmlns:bpmn': 'http://www.omg.org/spec/BPMN/20100524/MODEL',
  'xmlns:bpmndi': 'http://www.omg.org/spec/BPMN/20100524/DI',
  'xmlns:dc': 'http://www.omg.org/spec/DD/20100524/DC',
  'xmlns:di': 'http://www.omg.org/spec/DD/20100524/DI',
  'xmlns:lc': LC_NAMESPACE,
};

/** The process the export describes: its id (made a valid NCName) and display name. */
export interface BpmnExportOptions { id: string; name?: string }

/**
 * BPMN 2.0 XML of a flow with a left-to-right diagram: approver nodes as
 * multi-instance user tasks (countersign and or-sign parallel with a
 * completion condition on approvals, sequential in order), CC nodes as send
 * tasks, routes as a diverging and a converging exclusive gateway with a
 * condition on each branch and the default branch as the gateway's default,
 * and assignees and field permissions as `lc:` extension elements. Every id
 * is a unique NCName. Validate the flow first; this only reads it.
 */
export function toBpmnXml(flow: FlowDefinition, options: BpmnExportOptions): string {
  if (!flowNodeKindOf(flow?.root?.type)?.root) throw new TypeError('toBpmnXml: the flow has no start node');
  const allocate = createIdAllocator();
  const processId = allocate(options.id || 'Process');
  const definitionsId = allocate(`Definitions_${processId}`);
  const model = buildBpmnModel(flow, allocate);
  const definitions = xmlElement('bpmn:definitions', {
    ...NAMESPACES,
    id: definitionsId,
    targetNamespace: 'http://lowcode.local/bpmn',
    exporter: 'lowcode-platform',
    exporterVersion: '1',
  }, [processElement(model, processId, options.name), diagramElement(model, processId, allocate)]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${definitions}\n`;
}
