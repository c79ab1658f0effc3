import type { ThemeConfig } from 'antd';
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The theme with antd's motion switched off when the person's system asks for less motion. */
export function themeFor(base: ThemeConfig, reducedMotion: boolean): ThemeConfig {
  return reducedMotion ? { ...base, token: { ...base.token, motion: false } } : base;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => typeof window !== 'undefined' && !!window.matchMedia?.(QUERY).matches;

/** Whether the system setting "reduce motion" is on; follows the setting as it changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
