/** The task centre and the pieces other pages reuse (process lists, search, approval drawer). */
export { default } from './TaskCenterPage';
export { TaskBadge, withTaskMenus, TASK_MENU_CODE } from './shell';
export { useHasFlow } from './useHasFlow';
export { formatTime } from './format';
export { processColumns } from './processColumns';
export { useClickGuard } from './useClickGuard';
export { useProcessList } from './useProcessList';
export { ApprovalDrawer } from './ApprovalDrawer';
export type { ProcessFilter } from './processFilters';
export { ProcessSearch } from './ProcessSearch';
export { UserPicker } from './UserPicker';
export { toPermittedSchema } from './permittedSchema';
export { FlowView } from './FlowView';
export { TaskTimeline } from './TaskTimeline';
export { actionText } from './TaskTimeline';
export { default as ResponsiveTaskCenter } from './phone/index';
