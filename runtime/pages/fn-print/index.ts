/** The print view of a record (issue 12 item 7). */
export { default } from './FnPrintPage';
export { printModel, printRows } from './printModel';
export type { PrintLayoutMeta, PrintModel, PrintField, PrintSection } from './printModel';
