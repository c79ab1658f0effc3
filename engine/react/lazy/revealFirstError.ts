import type { Form } from '@formily/core';
import { nextFrame } from './nextFrame';
import { columnPlaceOf, revealCellOf, revealerOf } from './revealRegistry';

/** The top-level data property a field path starts with (`lines.3.qty` -> `lines`). */
const topOf = (path: string) => path.split('.')[0];


/**
 * Brings the field at `path` (a data path, `f12` or `lines.3.qty`) on screen: mounts its
 * group if the form has not mounted it yet (and, for a sub-table cell, turns to its row's page and
 * mounts its column), scrolls it into view and focuses its control.
 * Resolves to the field's element, or null when it is not in the DOM.
 */
export async function revealField(form: Form, path: string, root: ParentNode = document): Promise<HTMLElement | null> {
  await revealerOf(form)?.mountGroupOf(topOf(path));
  await revealCellOf(form, path);
  await nextFrame();
  const item = root.querySelector<HTMLElement>(`[data-testid="field-${CSS.escape(path)}"]`);
  item?.scrollIntoView({ block: 'center' });
  item?.querySelector<HTMLElement>('input, textarea, [tabindex]')?.focus({ preventScroll: true });
  return item;
}

/**
 * Two paths of one top-level property by row (`lines.3.qty` before `lines.12.qty`), a path before
 * the paths inside it (`lines` before `lines.0.qty`); 0 where they part at names.
 */
function byRows(a: string, b: string): number {
  const as = a.split('.');
  const bs = b.split('.');
  for (let i = 1; i < Math.min(as.length, bs.length); i++) {
    if (as[i] === bs[i]) continue;
    const [x, y] = [Number(as[i]), Number(bs[i])];
    return Number.isInteger(x) && Number.isInteger(y) ? x - y : 0;
  }
  return as.length - bs.length;
}

/**
 * Orders field paths as the form shows them: by the place of their top-level property
 * (`rank` of a path), then, inside one sub-table, by row, and inside one row by column
 * (`column` of a cell's path, -1 when unknown); otherwise as they came.
 */
export function inDisplayOrder(rank: (path: string) => number, column: (path: string) => number = () => -1): (a: string, b: string) => number {
  const place = (path: string) => {
    const at = column(path);
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  return (a, b) => rank(a) - rank(b) || (topOf(a) === topOf(b) ? byRows(a, b) || place(a) - place(b) : 0);
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
  const first = errors.map((e) => String(e.path)).sort(inDisplayOrder(rank, (path) => columnPlaceOf(form, path)))[0];
  await revealField(form, first, root);
  return first;
}
