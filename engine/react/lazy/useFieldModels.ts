import { useEffect, useMemo, useState } from 'react';
import { isArrayField, onFieldInputValueChange, onFieldValueChange, onFormValidateStart, type DataField, type Form } from '@formily/core';
import { Schema } from '@formily/react';
import { materializeFields, rowSchemaOf, type WantedNode } from './materializeFields';
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

/** The nodes whose fields exist from the start: model nodes, and the fields reactions depend on. */
const modelNodes = (root: Schema) => {
  const deps = dependencyNames(root);
  return (node: Schema) => isModelNode(node) || deps.has(String(node.name));
};

/**
 * Every validation of `form` first creates the fields of `root` that do not exist yet; a row added
 * to a sub-table gets its model fields right after (a microtask), as the rows there at the start did (a held-back
 * column's or another page's cells would otherwise have no default or reaction until they mount).
 */
function completeOnValidate(form: Form, root: Schema | undefined, wanted: WantedNode | undefined, id: string): void {
  if (!root || !wanted || form.readPretty) return;
  let queued = false;
  // Not inside the change itself: it runs in the array's action (push, setValues), and a field
  // Formily creates there never sees its reactions' dependencies change (a new row's computed
  // cell kept its first value). A microtask later the action is over, and no render came between.
  const rowsChanged = (field: DataField) => {
    if (!isArrayField(field) || queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      materializeFields(form, root, wanted);
    });
  };
  form.addEffects(id, () => {
    onFormValidateStart(() => materializeFields(form, root));
    onFieldInputValueChange('*', rowsChanged);
    onFieldValueChange('*', rowsChanged);
  });
}

/**
 * Keeps the Formily form complete while parts of it are not mounted (lazy groups, closed
 * panels, other sub-table pages, held-back columns): every validation first creates the fields
 * no component has created yet, so it covers all of them, and an editable form's fields with
 * defaults, reactions or visibility rules exist from the start. A big editable form is cut into
 * groups that mount as they near the screen (null: render the whole form, as read-only views
 * and small forms do).
 */
export function useFieldModels(form: Form, schema: object | undefined): PropertyGroup[] | null {
  const root = useMemo(() => (schema ? new Schema({ type: 'object', ...schema }) : undefined), [schema]);
  const groups = useMemo(() => (root && !form.readPretty ? groupProperties(root) : null), [form, root]);
  // Every editable form, grouped or not: a sub-table's held-back columns and other pages are not mounted either.
  const wanted = useMemo(() => (root ? modelNodes(root) : undefined), [root]);
  useMemo(() => {
    if (root && wanted && !form.readPretty) materializeFields(form, root, wanted);
  }, [form, root, wanted]);
  // Registered while rendering (so a form rendered on the server validates whole too) and
  // again on mount, where the cleanup removes it; Formily adds an id's effects only once.
  const [id] = useState(() => `engine-field-models-${++effectIds}`);
  useMemo(() => completeOnValidate(form, root, wanted, id), [form, root, wanted, id]);
  useEffect(() => {
    completeOnValidate(form, root, wanted, id);
    return () => form.removeEffects(id);
  }, [form, root, wanted, id]);
  return groups;
}
