import type { PackFunction } from '../../../engine/index';
import { getNode, isGrid, updateNode, type NodePath } from './tree';

export interface GridParams { path: NodePath; maxColumns: number }

/** `grid.update`: how many columns a grid lays its fields out in (1-4). */
export function updateGrid(fn: PackFunction, { path, maxColumns }: GridParams): PackFunction {
  const node = getNode(fn.form, path);
  if (!node || !isGrid(node) || !Number.isInteger(maxColumns) || maxColumns < 1 || maxColumns > 4) return fn;
  const props = (node['x-component-props'] ?? {}) as Record<string, unknown>;
  if (props.maxColumns === maxColumns) return fn;
  return { ...fn, form: updateNode(fn.form, path, (g) => ({ ...g, 'x-component-props': { ...props, maxColumns } })) };
}
