import type { Form } from '@formily/core';

/** What a lazily mounted form view offers to bring a field on screen. */
export interface FormRevealer {
  /** Mounts the group holding the top-level property `name`; resolves once it is in the DOM. */
  mountGroupOf(name: string): Promise<void>;
  /** The display position of a top-level property (for "first" error), -1 if unknown. */
  orderOf(name: string): number;
}

const revealers = new WeakMap<Form, FormRevealer>();

export function registerRevealer(form: Form, revealer: FormRevealer): () => void {
  revealers.set(form, revealer);
  return () => {
    if (revealers.get(form) === revealer) revealers.delete(form);
  };
}

export function revealerOf(form: Form): FormRevealer | undefined {
  return revealers.get(form);
}
