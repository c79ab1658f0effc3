import { getToken, post } from '../request';

/** At most this many reports a page load, so an error in a loop cannot flood the server. */
const MAX_REPORTS = 20;
let sent = 0;

/** Posts one script error (spec 000 section 8.3: type script, code 0, message, stack, URL); signed-in sessions only. */
export function reportScriptError(message: string, stack?: string): void {
  if (!getToken() || sent >= MAX_REPORTS || !message) return;
  sent += 1;
  void post('/api/sysOplog/saveErrorLogger', {
    type: 'script', code: 0, message: message.slice(0, 2000),
    ...(stack ? { stack: stack.slice(0, 8000) } : {}), url: window.location.href.slice(0, 2000),
  }, { silent: true }).catch(() => undefined);
}

/** Installs the window handlers: uncaught errors and unhandled rejections are reported. */
export function installErrorLogger(): void {
  window.addEventListener('error', (event) => {
    const err = event.error as Error | undefined;
    reportScriptError(err?.message ?? event.message, err?.stack);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as Error | undefined;
    if (reason && typeof reason === 'object' && 'code' in reason) return; // request errors were already shown and are the server's
    reportScriptError(reason?.message ?? String(reason), reason?.stack);
  });
}
