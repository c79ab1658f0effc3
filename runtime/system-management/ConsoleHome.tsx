import React from 'react';
import { Navigate } from 'react-router-dom';
import { WORKBENCH_PATH } from '../menu';
import { useSessionStore } from '../stores';
import { firstConsolePath } from './consoleMenu';

/** `/system-management` itself opens the first console page the user may use. */
export default function ConsoleHome() {
  const menuTree = useSessionStore((s) => s.menuTree);
  const menuMap = useSessionStore((s) => s.menuMap);
  return <Navigate to={firstConsolePath(menuTree, menuMap) ?? WORKBENCH_PATH} replace />;
}
