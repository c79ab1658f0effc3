export { createDesignStore, designStore, useDesign, useDesignFunction, canUndo, canRedo, isDirty, applyTextEdits } from './designStore';
export type { DesignState, DesignStore, TextEdit } from './designStore';
export { registerCommand, commandHandlers } from './commands';
export type { CommandHandler } from './commands';
export { EDIT_SCOPES, HISTORY_LIMIT, emptyHistory, diffEntry, record, undo, redo } from './history';
export type { EditScope, History, HistoryEntry, Locales } from './history';
export { designFields } from './designFields';
export type { DesignField } from './designFields';
export { useText } from './useText';
