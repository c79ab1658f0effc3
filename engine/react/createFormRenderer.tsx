import React from 'react';
import { createForm } from '@formily/core';
import type { Form } from '@formily/core';
import { SchemaFormView } from './SchemaFormView';
import type { FunctionFormMeta } from './SchemaFormView';

export interface FormRenderer {
  /** A fresh Formily form holding `initialValues` (a record's `data`). */
  createForm(initialValues?: Record<string, unknown>): Form;
  /** The view bound to this function's schema. */
  View(props: { form: Form; className?: string }): React.ReactElement;
}

/** Binds a function's meta once; pages then only create forms and render `View`. */
export function createFormRenderer(meta: FunctionFormMeta, lang?: string): FormRenderer {
  return {
    createForm: (initialValues) => createForm({ initialValues: initialValues ?? {}, validateFirst: false }),
    View: ({ form, className }) => <SchemaFormView meta={meta} form={form} lang={lang} className={className} />,
  };
}
