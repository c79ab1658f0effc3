import type { Pack, PathError } from './types';

/** First route segments the shell itself serves; a pack menu may not take one over. */
export const SHELL_ROUTE_SEGMENTS = [
  'fn', 'dashboard', 'workbench', 'task-center', 'process-config', 'msg-center', 'current-version',
  'system-management', 'login', 'login-new-tenant', 'login-tenant', 'loading-login-sso', 'forget-psd',
  'service-terms', '404', 'api', 'assets', 'version.json',
];

/** A menu path opens one function's list: unique in the pack, outside the shell's own routes. */
export function menuPathChecks(pack: Pack): PathError[] {
  const errors: PathError[] = [];
  const seen = new Set<string>();
  pack.menus.forEach((m, i) => {
    if (m.path === undefined) return;
    const here = `/menus/${i}/path`;
    if (!m.function) errors.push({ path: here, message: 'a menu path needs the function the menu opens' });
    const first = m.path.split('/')[1];
    if (SHELL_ROUTE_SEGMENTS.includes(first)) errors.push({ path: here, message: `"/${first}" is a route of the shell` });
    if (seen.has(m.path)) errors.push({ path: here, message: `duplicate menu path "${m.path}"` });
    seen.add(m.path);
  });
  return errors;
}
