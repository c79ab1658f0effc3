import { useEffect } from 'react';
import type { ArrayField } from '@formily/core';
import { nextFrame, registerCellRevealer } from '../lazy';

/**
 * Pager clicks one turn may take (a jump moves five pages): a page past them stays unturned. A
 * click that leaves the page as it was (a table whose row keys are not row indexes) ends the turn.
 */
const MAX_STEPS = 40;

const activePage = (box: HTMLElement) => box.querySelector('.ant-pagination-item-active')?.getAttribute('title');
const rowShown = (box: HTMLElement, index: number) => box.querySelector(`tbody tr[data-row-key="${index}"]`) !== null;

/** The row indexes of the page shown. */
function shownRows(box: HTMLElement): number[] {
  return [...box.querySelectorAll<HTMLElement>('tbody tr[data-row-key]')]
    .map((tr) => Number(tr.dataset.rowKey)).filter((n) => Number.isInteger(n) && n >= 0);
}

/**
 * The pager control that moves toward the page of row `index`: that page's button when the pager
 * shows it, else the five-page jump or the next/previous arrow that way. The page size is read off
 * the page shown (its first row's index over the pages before it), as the size changer may have changed it.
 */
function stepToward(box: HTMLElement, index: number): HTMLElement | null {
  const pager = box.querySelector<HTMLElement>('.ant-pagination');
  const rows = shownRows(box);
  const current = Number(activePage(box));
  if (!pager || !rows.length || !Number.isInteger(current) || current < 1) return null;
  const size = current > 1 ? Math.min(...rows) / (current - 1) : rows.length;
  if (!(size >= 1)) return null;
  const target = Math.floor(index / size) + 1;
  if (target === current) return null;
  const way = target > current ? 'next' : 'prev';
  return pager.querySelector<HTMLElement>(`.ant-pagination-item-${target}`)
    ?? pager.querySelector<HTMLElement>(`.ant-pagination-jump-${way}:not(.ant-pagination-disabled)`)
    ?? pager.querySelector<HTMLElement>(`.ant-pagination-${way}:not(.ant-pagination-disabled)`);
}

/** Turns the table in `box` to the page of row `index`, a pager click and a frame at a time. */
async function turnTo(box: HTMLElement | null, index: number): Promise<void> {
  if (!box || !Number.isInteger(index) || index < 0) return;
  for (let steps = 0; steps < MAX_STEPS && !rowShown(box, index); steps++) {
    const control = stepToward(box, index);
    if (!control) return;
    const before = activePage(box);
    control.click();
    await nextFrame();
    if (activePage(box) === before) return;
  }
}

/**
 * A paged sub-table turns to a row's page on demand (revealField: a refused submit's first error
 * may be on another page). ArrayTable keeps its page in its own state, so the turn goes through
 * its pager, as a person would.
 */
export function usePageTurner(field: ArrayField | undefined, wrapper: React.RefObject<HTMLElement>): void {
  const form = field?.form;
  const path = field?.path.toString();
  useEffect(() => {
    if (!form || !path) return undefined;
    return registerCellRevealer(form, path, 'page', (step) => turnTo(wrapper.current, Number(step)));
  }, [form, path, wrapper]);
}
