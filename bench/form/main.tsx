/**
 * Bench page: `?lib=ours|rjsf|plain&fields=100|500|1000|table50` mounts one form and publishes
 * `window.__bench` (mount time, target input, keystroke samples) for bench/form-render.ts.
 */
import { createRoot } from 'react-dom/client';
import { expectedInputs, parseSize } from './sizes';
import { recordKeystrokes, whenInputsPainted, type KeystrokeSample } from './probe';

export interface BenchWindowState {
  lib: string;
  inputs: number;
  /** Before createRoot().render to the first frame with every input in the DOM, or a screen full of them. */
  mountToFrame?: number;
  /** ... to just after that frame painted. */
  mountToPaint?: number;
  keystrokes: KeystrokeSample[];
  error?: string;
  /** Brings the input keystrokes go to on screen and focuses it; false when it is missing. */
  focusTarget(): Promise<boolean>;
}

declare global {
  interface Window { __bench: BenchWindowState }
}

async function start(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const lib = params.get('lib') ?? 'ours';
  const size = parseSize(params.get('fields'));
  // Only the measured library's code is loaded, so the heap figure is its own.
  const loaded = lib === 'rjsf'
    ? await import('./rjsf').then((m) => ({ element: m.createRjsfForm(size), target: async () => m.rjsfTarget(size), inputs: undefined as number | undefined }))
    : lib === 'plain'
      ? await import('./plain').then((m) => ({ element: m.createPlainForm(size), target: async () => m.plainTarget(size), inputs: undefined as number | undefined }))
      : await import('./ours').then((m) => {
        const ours = m.createOursForm(size);
        return { element: ours.element, target: () => m.oursTarget(size, ours.form), inputs: m.oursExpectedInputs(size) };
      });
  const { element, target } = loaded;
  const state: BenchWindowState = {
    lib,
    inputs: loaded.inputs ?? expectedInputs(size),
    keystrokes: [],
    focusTarget: async () => {
      const input = await target();
      input?.scrollIntoView({ block: 'center' });
      input?.focus();
      // Whatever scrolling the target into view mounts (groups near it) settles before the first key.
      await new Promise((r) => setTimeout(r, 500));
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
