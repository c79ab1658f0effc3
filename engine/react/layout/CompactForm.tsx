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

const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(COMPACT_FORM_QUERY) : null);
const subscribe = (onChange: () => void) => {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};
const narrow = () => media()?.matches ?? false;

/** True inside a compact (phone) form. */
export function useCompactForm(): boolean {
  const forced = useContext(CompactFormContext);
  const screen = useSyncExternalStore(subscribe, narrow, () => false);
  return forced ?? screen;
}
