import { useEffect, useMemo, useState } from 'react';
import { onFormValidateStart, type Form } from '@formily/core';
import { Schema } from '@formily/react';
import { materializeFields, rowSchemaOf } from './materializeFields';
import { groupProperties, type PropertyGroup } from './groupProperties';

/** Nodes whose field changes values or other fields by merely existing: defaults, reactions, visibility. */
export function isModelNode(node: Schema): boolean {
  return node.default !== undefined || node['x-value'] !== undefined || node['x-reactions'] !== undefined
    || node['x-visible'] !== undefined || node['x-hidden'] !== undefined || node['x-display'] !== undefined;
}

const MAX_DEPTH = 32;

/** The names `x-reactions` dependencies end in (`.price`, `lines.qty` -> price, qty): a reaction only sees a field that exists. */
export function dependencyNames(node: Schema, into = new Set<string>(), depth = 0): Set<string> {
  if (depth > MAX_DEPTH) return into;
  const reactions = node['x-reactions'];
  for (const reaction of Array.isArray(reactions) ? reactions : reactions ? [reactions] : []) {
    const deps = (reaction as { dependencies?: unknown })?.dependencies;
    const paths = Array.isArray(deps) ? deps : deps && typeof deps === 'object' ? Object.values(deps) : [];
    for (const path of paths) {
      const last = typeof path === 'string' ? path.split('.').filter(Boolean).at(-1) : undefined;
      if (last && !/[*~[\]()!,]/.test(last)) into.add(last);
    }
  }
  node.mapProperties((child) => { dependencyNames(child, into, depth + 1); });
  const items = rowSchemaOf(node);
  if (items) dependencyNames(items, into, depth + 1);
  return into;
}

let effectIds = 0;

/** Every validation of `form` first creates the fields of `root` that do not exist yet. */
function completeOnValidate(form: Form, root: Schema | undefined, id: string): void {
  if (root && !form.readPretty) form.addEffects(id, () => onFormValidateStart(() => materializeFields(form, root)));
}

/**
 * Keeps the Formily form complete while parts of it are not mounted (lazy groups, closed
 * panels, other sub-table pages): every validation first creates the fields no component
 * has created yet, so it covers all of them. A big editable form is cut into groups that
 * mount as they near the screen (null: render the whole form, as read-only views always do);
 * its fields with defaults, reactions or visibility rules exist from the start.
 */
export function useFieldModels(form: Form, schema: object | undefined): PropertyGroup[] | null {
  const root = useMemo(() => (schema ? new Schema({ type: 'object', ...schema }) : undefined), [schema]);
  const groups = useMemo(() => (root && !form.readPretty ? groupProperties(root) : null), [form, root]);
  useMemo(() => {
    if (!root || !groups) return;
    const deps = dependencyNames(root);
    materializeFields(form, root, (node) => isModelNode(node) || deps.has(String(node.name)));
  }, [form, root, groups]);
  // Registered while rendering (so a form rendered on the server validates whole too) and
  // again on mount, where the cleanup removes it; Formily adds an id's effects only once.
  const [id] = useState(() => `engine-field-models-${++effectIds}`);
  useMemo(() => completeOnValidate(form, root, id), [form, root, id]);
  useEffect(() => {
    completeOnValidate(form, root, id);
    return () => form.removeEffects(id);
  }, [form, root, id]);
  return groups;
}
