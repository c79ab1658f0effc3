/**
 * Bench page: `?lib=ours|rjsf&fields=100|500|1000|table50` mounts one form and publishes
 * `window.__bench` (mount time, target input, keystroke samples) for bench/form-render.ts.
 */
import { createRoot } from 'react-dom/client';
import { expectedInputs, parseSize } from './sizes';
import { recordKeystrokes, whenInputsPainted, type KeystrokeSample } from './probe';

export interface BenchWindowState {
  lib: string;
  inputs: number;
  /** Before createRoot().render to the first frame with every input in the DOM. */
  mountToFrame?: number;
  /** ... to just after that frame painted. */
  mountToPaint?: number;
  keystrokes: KeystrokeSample[];
  error?: string;
  /** Focuses the input keystrokes go to; false when it is missing. */
  focusTarget(): boolean;
}

declare global {
  interface Window { __bench: BenchWindowState }
}

async function start(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const lib = params.get('lib') ?? 'ours';
  const size = parseSize(params.get('fields'));
  // Only the measured library's code is loaded, so the heap figure is its own.
  const { element, target } = lib === 'rjsf'
    ? await import('./rjsf').then((m) => ({ element: m.createRjsfForm(size), target: () => m.rjsfTarget(size) }))
    : await import('./ours').then((m) => ({ element: m.createOursForm(size), target: () => m.oursTarget(size) }));
  const state: BenchWindowState = {
    lib,
    inputs: expectedInputs(size),
    keystrokes: [],
    focusTarget: () => {
      const input = target();
      input?.focus();
      return !!input && document.activeElement === input;
    },
  };
  window.__bench = state;
  recordKeystrokes(state.keystrokes);

  const t0 = performance.now();
  createRoot(document.getElementById('root')!).render(element);
  const { frame, painted } = await whenInputsPainted(state.inputs);
  state.mountToFrame = frame - t0;
  state.mountToPaint = painted - t0;
}

start().catch((e: unknown) => {
  window.__bench = { ...(window.__bench ?? {}), error: String((e as Error)?.stack ?? e) } as BenchWindowState;
});
