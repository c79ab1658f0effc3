import { walkFlow, type PackFunction } from '../../engine/index';

/** Names of the flow's nodes by id, for messages that list node ids. */
export function nodeNames(fn: PackFunction | null): Map<string, string> {
  const names = new Map<string, string>();
  if (fn?.flow) walkFlow((fn.flow as { root?: unknown }).root, (node) => names.set(node.id, node.name || node.id));
  return names;
}
