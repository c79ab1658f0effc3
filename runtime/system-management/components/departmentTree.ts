import type { Department } from '../api';

export interface DepartmentNode {
  key: number;
  value: number;
  title: string;
  department: Department;
  children: DepartmentNode[];
}

/** The flat department list as a tree (antd Tree / TreeSelect data), by sort. */
export function toDepartmentTree(list: Department[]): DepartmentNode[] {
  const nodes = new Map(list.map((d) => [d.id, { key: d.id, value: d.id, title: d.name, department: d, children: [] as DepartmentNode[] }]));
  const roots: DepartmentNode[] = [];
  for (const d of list) {
    const node = nodes.get(d.id)!;
    const parent = d.parentId ? nodes.get(d.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
