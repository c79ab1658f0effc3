import type { EditScope } from '../state';

/** The designer page's tabs, in order, with the area each one edits. */
export const DESIGNER_TABS = [
  { key: 'basic', scope: 'config' },
  { key: 'form', scope: 'form' },
  { key: 'list', scope: 'config' },
  { key: 'buttons', scope: 'config' },
  { key: 'serial', scope: 'config' },
  { key: 'related', scope: 'config' },
  { key: 'rules', scope: 'config' },
  { key: 'texts', scope: 'config' },
  { key: 'flow', scope: 'flow' },
  { key: 'bpmn', scope: 'flow' },
  { key: 'simulation', scope: 'flow' },
] as const satisfies readonly { key: string; scope: EditScope }[];

export type DesignerTab = (typeof DESIGNER_TABS)[number]['key'];

export function scopeOfTab(tab: DesignerTab): EditScope {
  return DESIGNER_TABS.find((x) => x.key === tab)?.scope ?? 'config';
}

export function isDesignerTab(value: string | null | undefined): value is DesignerTab {
  return DESIGNER_TABS.some((x) => x.key === value);
}
