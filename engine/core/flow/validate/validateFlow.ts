import { branchesOf } from '../kinds/registry';
import { walkFlow } from '../walk';
import { checkNode } from './validateNodes';
import { idOf, isFilled, problem, safeText, type FlowProblem, type ValidateFlowContext } from './problem';

function checkIds(flowRoot: unknown): FlowProblem[] {
  const out: FlowProblem[] = [];
  const seen = new Set<string>();
  const claim = (owner: unknown, at: string) => {
    const id = idOf(owner);
    if (id === null) out.push(problem(null, `${at}/id`, 'flow.idRequired'));
    else if (seen.has(id)) out.push(problem(id, `${at}/id`, 'flow.idDuplicated', { id }));
    else seen.add(id);
  };
  walkFlow(flowRoot, (node, { pointer }) => {
    claim(node, pointer);
    const branches: unknown[] = branchesOf(node);
    branches.forEach((b, i) => claim(b, `${pointer}/branches/${i}`));
  });
  return out;
}

/**
 * Checks a flow before it is published (spec 001 section 5) and returns every
 * problem: id problems first, then each node's in document order. An empty
 * list means the flow can be published.
 * Never throws: the flow may be any JSON a designer or a pack sent.
 */
export function validateFlow(flow: unknown, ctx: ValidateFlowContext = {}): FlowProblem[] {
  const f = (flow ?? {}) as { version?: unknown; root?: unknown };
  const out: FlowProblem[] = [];
  if (f.version !== 1) out.push(problem(null, '/version', 'flow.versionUnsupported', { version: safeText(f.version) }));
  const root = f.root;
  if (!root || typeof root !== 'object' || Array.isArray(root)) {
    return [...out, problem(null, '/root', 'flow.nodeNotConfigured')];
  }
  out.push(...checkIds(root));
  walkFlow(root, (node, { pointer }) => {
    if (!isFilled((node as { name?: unknown }).name)) out.push(problem(idOf(node), `${pointer}/name`, 'flow.nodeNameRequired'));
    out.push(...checkNode(node, pointer, ctx, pointer === '/root'));
  });
  return out;
}

/**
 * The ids of the nodes and branches with problems, each once, in the order
 * of the problems: what the designer flags as "this node is not configured"
 * and what a refused publish lists.
 */
export function unconfiguredNodeIds(problems: readonly FlowProblem[]): string[] {
  return [...new Set(problems.map((p) => p.nodeId).filter((id): id is string => id !== null))];
}
