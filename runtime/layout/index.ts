/** The signed-in desktop layouts: workbench shell or tabbed management layout, as the user chose. */
export { default } from './ShellLayout';
export { menuIcon } from './menuIcons';
export { SiderBrand } from './SiderBrand';
export { toMenuItems } from './toMenuItems';
export { UserMenu } from './UserMenu';
export { default as ResponsiveLayout } from './phone/index';
