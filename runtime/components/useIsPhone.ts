import { Grid } from 'antd';

/**
 * A phone-sized screen: narrower than antd's `md` breakpoint (768 px). Phone layouts,
 * lists and forms switch on this at run time; a wider screen keeps the desktop layout.
 */
export function useIsPhone(): boolean {
  const screens = Grid.useBreakpoint();
  // Before the first measurement antd reports no breakpoint: fall back to the window's width.
  if (screens.md === undefined) return typeof window !== 'undefined' && window.innerWidth < 768;
  return !screens.md;
}
