/** The message centre (route message_page); its menu entry lives in the layout. */
export { default } from './MessageCenterPage';
export { MESSAGE_TABS } from './MessageCenterPage';
