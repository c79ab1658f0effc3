import React from 'react';
import { useLayoutMode } from './layoutMode';
import ManagementLayout from './ManagementLayout';
import WorkbenchLayout from './WorkbenchLayout';
import './layout.css';
import './shellMenus';

/** The desktop layout the user chose: the workbench shell or the tabbed management layout. */
export default function ShellLayout({ children }: { children: React.ReactNode }) {
  const mode = useLayoutMode((s) => s.mode);
  return mode === 'tabbed' ? <ManagementLayout>{children}</ManagementLayout> : <WorkbenchLayout>{children}</WorkbenchLayout>;
}
