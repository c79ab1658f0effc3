import type { NavigateFunction } from 'react-router-dom';
import { CONSOLE_PATH, openConsole } from '../system-management/shell';

/** Opens a menu's route: the console and other sites in a new browser tab, the app's own pages in place. */
export function openMenuPath(path: string, navigate: NavigateFunction): void {
  if (/^https?:\/\//.test(path)) window.open(path, '_blank', 'noopener');
  else if (path === CONSOLE_PATH || path.startsWith(`${CONSOLE_PATH}/`)) openConsole(path);
  else navigate(path);
}
