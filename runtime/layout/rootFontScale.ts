import { useEffect } from 'react';

/** Spec 000 section 9: design width 1920; the root font is width/1920*10 px, at least 6 px, widths below 1100 count as 1100. */
export const DESIGN_WIDTH = 1920;
export const FLOOR_WIDTH = 1100;
export const MIN_ROOT_FONT_PX = 6;

export function rootFontSize(width: number): number {
  const scaled = (Math.max(width, FLOOR_WIDTH) / DESIGN_WIDTH) * 10;
  return Math.max(MIN_ROOT_FONT_PX, Math.round(scaled * 100) / 100);
}

/** Scales the root font with the window (desktop layouts); the previous size comes back on unmount. */
export function useRootFontScale(): void {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    const apply = () => { root.style.fontSize = `${rootFontSize(window.innerWidth)}px`; };
    apply();
    window.addEventListener('resize', apply);
    return () => {
      window.removeEventListener('resize', apply);
      root.style.fontSize = before;
    };
  }, []);
}
