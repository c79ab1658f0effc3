import { FUNCTION_CODE_PATTERN } from '../engine';

/** The route a dashboard's menu opens (`front_path` of the menu). */
export const dashboardPath = (fnCode: string, code: string) => `/dashboard/${fnCode}/${code}`;

const CODE = new RegExp(FUNCTION_CODE_PATTERN);

/** The function and dashboard a menu path names, if it is a dashboard's. */
export function parseDashboardPath(path: string): { fn: string; code: string } | undefined {
  const parts = path.split('/');
  if (parts.length !== 4 || parts[0] !== '' || parts[1] !== 'dashboard') return undefined;
  const [fn, code] = [parts[2]!, parts[3]!];
  return CODE.test(fn) && CODE.test(code) ? { fn, code } : undefined;
}
