import React, { createContext, useContext, useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint a form is compact unless a provider says otherwise. */
export const COMPACT_FORM_QUERY = '(max-width: 767.98px)';

/**
 * Compact forms for narrow screens: one column, labels above the inputs, sub-tables
 * as stacked row cards and errors under the field only (no hover tooltips on touch).
 * By default a form is compact on a phone-sized screen; a provider can force either way.
 */
const CompactFormContext = createContext<boolean | null>(null);

export function CompactFormProvider({ value, children }: { value: boolean; children: React.ReactNode }) {
  return <CompactFormContext.Provider value={value}>{children}</CompactFormContext.Provider>;
}

/**
 * One media query list for the page, read by every form item: `matchMedia` builds a new list on
 * each call, and every cell of a sub-table asks on each render (a 50-column table: thousands).
 */
let list: MediaQueryList | null | undefined;
const listeners = new Set<() => void>();
function mediaList(): MediaQueryList | null {
  if (list === undefined) {
    list = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(COMPACT_FORM_QUERY) : null;
    list?.addEventListener('change', () => listeners.forEach((changed) => changed()));
  }
  return list;
}
const subscribe = (onChange: () => void) => {
  mediaList();
  listeners.add(onChange);
  return () => { listeners.delete(onChange); };
};
const narrow = () => mediaList()?.matches ?? false;

/** True inside a compact (phone) form. */
export function useCompactForm(): boolean {
  const forced = useContext(CompactFormContext);
  const screen = useSyncExternalStore(subscribe, narrow, () => false);
  return forced ?? screen;
}
