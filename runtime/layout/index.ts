/** The workbench layout. */
export { default } from './WorkbenchLayout';
export { menuIcon } from './menuIcons';
