/** The message centre (route message_page) and its menu entry. */
export { default } from './MessageCenterPage';
export { MESSAGE_TABS } from './MessageCenterPage';
export { withMessageMenus, MESSAGE_MENU_CODE, MESSAGE_CENTER_PATH } from './messageMenus';
