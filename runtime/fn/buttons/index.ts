export { FnButtons } from './FnButtons';
export type { FnButtonsProps } from './FnButtons';
export { FillDialog } from './FillDialog';
export { toFillValues } from './toFillValues';
