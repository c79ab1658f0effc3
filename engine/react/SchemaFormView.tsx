import React, { useEffect, useMemo } from 'react';
import { Skeleton } from 'antd';
import type { Form as FormilyForm } from '@formily/core';
import { createSchemaField } from '@formily/react';
import { Form } from '@formily/antd-v5';
import { collectComputedFields, createComputeReactions } from './compute';
import { useRuntimeLookups } from './lookups';
import { fieldComponents } from './registry';
import { setupFormEngine } from './setup';
import { FunctionCodeProvider, useEngineServices } from './services';
import { toReadPrettySchema } from './values';
import { sanitizeComponentProps, withDefaultPlaceholders, type ExpressionRule, type FormSchema } from '../index';
import { useBusinessRules, withBusinessRules } from './rules';
import { useCompactForm } from './layout';
import { LazyGroups, useFieldModels } from './lazy';

/** The part of a function's meta the renderer needs (`POST /api/fn/{code}/meta`). */
export interface FunctionFormMeta {
  /** Formily JSON schema with texts already translated and `x-lookup` turned into `enum`. */
  form: Record<string, unknown>;
  /** The function's code (uploads name it so the server applies the field's limits). */
  code?: string;
  /** Form rules (`rules` of the function, messages translated). */
  rules?: ExpressionRule[];
  /** The module's state field (only actions write it). */
  stateField?: { field: string };
}

export interface SchemaFormViewProps {
  meta: FunctionFormMeta;
  form: FormilyForm;
  /** Language for validator messages ('zh-CN', 'en-US', 'ru-RU'). */
  lang?: string;
  layout?: 'vertical' | 'horizontal';
  className?: string;
}

/**
 * Renders a function's form schema with the registered components, live `x-compute` values
 * and `x-reactions` (through the safe evaluator). Lookups the schema still names are loaded
 * first. A form created with `readPretty: true` renders every field's read-only view.
 */
export function SchemaFormView({ meta, form, lang = 'zh-CN', layout = 'vertical', className }: SchemaFormViewProps) {
  setupFormEngine(lang);
  const SchemaField = useMemo(() => createSchemaField({ components: Object.fromEntries(fieldComponents.entries()) }), []);
  const { t } = useEngineServices();
  // Only allow-listed component props reach the components (never dangerouslySetInnerHTML or handlers);
  // an editable form's text and choice fields get the placeholder the pack left out.
  const source = useMemo(() => {
    const clean = sanitizeComponentProps(form.readPretty ? toReadPrettySchema(meta.form) : meta.form);
    if (form.readPretty) return clean;
    return withDefaultPlaceholders(clean, {
      enter: (field) => t('engine.form.enterPlaceholder', { field }),
      choose: (field) => t('engine.form.choosePlaceholder', { field }),
    });
  }, [form, meta.form, t]);
  const runtime = useBusinessRules(form, meta.form as FormSchema, meta.code);
  const withRules = useMemo(() => withBusinessRules(source as FormSchema, meta.rules, runtime, meta.stateField?.field) as typeof source, [source, meta.rules, runtime, meta.stateField]);
  const schema = useRuntimeLookups(withRules);
  const computed = useMemo(() => collectComputedFields(meta.form), [meta.form]);
  const compact = useCompactForm();
  const groups = useFieldModels(form, schema ?? undefined);

  useEffect(() => createComputeReactions(form, computed), [form, computed]);

  if (!schema) return <Skeleton active />;
  return (
    <FunctionCodeProvider value={meta.code}>
      <Form
        form={form}
        layout={compact ? 'vertical' : layout}
        className={compact ? ['engine-form--compact', className].filter(Boolean).join(' ') : className}
        feedbackLayout="loose"
        previewTextPlaceholder="-"
      >
        {groups
          ? <LazyGroups form={form} groups={groups} SchemaField={SchemaField} layout={compact ? 'vertical' : layout} />
          : <SchemaField schema={schema} />}
      </Form>
    </FunctionCodeProvider>
  );
}
