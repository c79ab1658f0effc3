/** The workbench layout. */
export { default } from './WorkbenchLayout';
export { menuIcon } from './menuIcons';
export { SiderBrand } from './SiderBrand';
export { toMenuItems } from './toMenuItems';
export { UserMenu } from './UserMenu';
