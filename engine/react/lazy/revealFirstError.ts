import type { Form } from '@formily/core';
import { revealColumnOf, revealerOf } from './revealRegistry';

/** The top-level data property a field path starts with (`lines.3.qty` -> `lines`). */
const topOf = (path: string) => path.split('.')[0];

const nextFrame = () => new Promise<void>((resolve) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => resolve()) : resolve()));

/**
 * Brings the field at `path` (a data path, `f12` or `lines.3.qty`) on screen: mounts its
 * group (and a sub-table cell's column) if the form has not mounted it yet, scrolls it into
 * view and focuses its control.
 * Resolves to the field's element, or null when it is not in the DOM (e.g. on another sub-table page).
 */
export async function revealField(form: Form, path: string, root: ParentNode = document): Promise<HTMLElement | null> {
  await revealerOf(form)?.mountGroupOf(topOf(path));
  await revealColumnOf(form, path);
  await nextFrame();
  const item = root.querySelector<HTMLElement>(`[data-testid="field-${CSS.escape(path)}"]`);
  item?.scrollIntoView({ block: 'center' });
  item?.querySelector<HTMLElement>('input, textarea, [tabindex]')?.focus({ preventScroll: true });
  return item;
}

/**
 * After a refused submit: reveals the first field in error (in display order; it may be far
 * below the screen and not mounted yet). Returns its path, or undefined when the form has no error.
 */
export async function revealFirstError(form: Form, root: ParentNode = document): Promise<string | undefined> {
  const errors = form.queryFeedbacks({ type: 'error' }).filter((f) => f.messages?.length && f.path);
  if (!errors.length) return undefined;
  const revealer = revealerOf(form);
  const rank = (path: string) => {
    const at = revealer?.orderOf(topOf(path)) ?? -1;
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  const first = errors.map((e) => String(e.path)).sort((a, b) => rank(a) - rank(b))[0];
  await revealField(form, first, root);
  return first;
}
