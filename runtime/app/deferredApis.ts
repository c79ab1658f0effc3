import type { useAppProps } from 'antd/es/app/context';

/** What antd's `App.useApp()` hands out: message, modal and notification bound to the theme and locale. */
export type AppApis = useAppProps;
type ApiName = keyof AppApis;

/** A call made before the real instances exist: what it asked for, and how to pass back what it returned. */
interface QueuedCall {
  api: ApiName;
  method: string;
  args: unknown[];
  settle: (handle: unknown) => void;
}

/**
 * The stand-in a call returns while antd's instances load. Callers use it like antd's own
 * return values: call it or `destroy()` to close, `update()` a modal, `then()` to wait until
 * the message closes or the modal is answered.
 */
function createPendingHandle(handle: Promise<{ handle: unknown }>): unknown {
  type Closable = { destroy?: () => void; update?: (config: unknown) => void; then?: (done: (v: unknown) => void) => void };
  const close = () => void handle.then(({ handle: h }) => {
    // A message's handle is its close function; a modal's has destroy().
    if (typeof h === 'function') (h as () => void)();
    else (h as Closable | undefined)?.destroy?.();
  });
  return Object.assign(close, {
    destroy: close,
    update: (config: unknown) => void handle.then(({ handle: h }) => (h as Closable | undefined)?.update?.(config)),
    then: (onDone?: (v: unknown) => unknown, onFail?: (e: unknown) => unknown) =>
      handle.then(({ handle: h }) => new Promise((resolve) => {
        const real = h as Closable | undefined;
        if (typeof real?.then === 'function') real.then(resolve);
        else resolve(undefined);
      })).then(onDone, onFail),
  });
}

/**
 * antd's message, modal and notification APIs before antd's `App` has loaded: every method
 * exists at once; the first call asks for the real instances (`onFirstUse`) and is queued, and
 * once `attach` hands them over, queued calls run in order and later calls go straight through.
 * The objects keep their identity, so effects that depend on them do not run again.
 */
export function createDeferredApis(onFirstUse: () => void): { apis: AppApis; attach: (real: AppApis) => void } {
  let real: AppApis | undefined;
  let asked = false;
  const queue: QueuedCall[] = [];

  const proxy = (api: ApiName) => new Proxy({}, {
    get(_target, method) {
      if (typeof method !== 'string' || method === 'then') return undefined;
      return (...args: unknown[]) => {
        if (real) return (real[api] as unknown as Record<string, (...a: unknown[]) => unknown>)[method](...args);
        let settle: (handle: unknown) => void = () => undefined;
        const handle = new Promise<{ handle: unknown }>((resolve) => { settle = (h) => resolve({ handle: h }); });
        queue.push({ api, method, args, settle });
        if (!asked) {
          asked = true;
          onFirstUse();
        }
        return createPendingHandle(handle);
      };
    },
  });

  return {
    apis: { message: proxy('message'), modal: proxy('modal'), notification: proxy('notification') } as unknown as AppApis,
    attach(next) {
      real = next;
      for (const call of queue.splice(0)) {
        call.settle((next[call.api] as unknown as Record<string, (...a: unknown[]) => unknown>)[call.method](...call.args));
      }
    },
  };
}
