import type { Schema } from '@formily/react';

/** A pane (tab, panel, step) of a Formily layout: its key, schema and props. */
export interface Pane {
  name: string;
  schema: Schema;
  props: Record<string, unknown>;
}

/** The child nodes of `schema` whose component names the member `member` (`TabPane`, `CollapsePanel`, `StepPane`). */
export function panesOf(schema: Schema, member: string): Pane[] {
  const panes: Pane[] = [];
  schema.mapProperties((child, name) => {
    if (String(child['x-component'] ?? '').endsWith(`.${member}`)) {
      panes.push({ name: String(name), schema: child, props: (child['x-component-props'] ?? {}) as Record<string, unknown> });
    }
  });
  return panes;
}
