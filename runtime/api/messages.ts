import { post } from '../request';

/** The message centre's lists (spec 000 section 3 "Message": unread, readed, trash). */
export type MessageList = 'unread' | 'readed' | 'trash';

/** A station letter or internal message (spec 000 section 3 "Message"). */
export interface StationLetter {
  id?: number | string;
  msgId?: number | string;
  msg_id?: number | string;
  title: string;
  content: string;
  createTime?: number;
  create_time?: number;
  createTimeShow?: string;
  read?: boolean;
  list?: MessageList;
  categoryCode?: string | null;
  biz?: { type?: string; processInstanceId?: number | string; taskId?: number | string } & Record<string, unknown>;
}

/** The message query (spec 000 section 3): page, content, unreadFlag; plus the list and the internal-message category. */
export interface MessageQuery {
  current: number;
  size: number;
  content?: string;
  list?: MessageList;
  categoryCode?: string;
}

/** A message family: `stationLetter` (every letter) or `internalMsg` (by category). */
export type MessageFamily = 'stationLetter' | 'internalMsg';

export interface MessageCategory {
  categoryCode: string;
  unread: number;
  total: number;
}

const idOf = (m: StationLetter) => m.msg_id ?? m.msgId ?? m.id;

export const getAllMessages = (current = 1, size = 10, unreadFlag?: boolean) =>
  post<{ records: StationLetter[]; total?: number }>('/api/stationLetter/getAllMsg', {
    page: { current, size }, ...(unreadFlag === undefined ? {} : { unreadFlag }),
  });

/** A page of one list of a family. */
export const queryMessages = (family: MessageFamily, q: MessageQuery) =>
  post<{ records: StationLetter[]; total: number }>(`/api/${family}/getAllMsg`, {
    page: { current: q.current, size: q.size },
    ...(q.list ? { list: q.list } : {}),
    ...(q.content ? { content: q.content } : {}),
    ...(q.categoryCode && family === 'internalMsg' ? { categoryCode: q.categoryCode } : {}),
  });

export const getUnreadCount = (family: MessageFamily = 'stationLetter', categoryCode?: string) =>
  post<number>(`/api/${family}/getUnreadCount`, categoryCode ? { categoryCode } : {}, { silent: true });
export const getCategoryList = () => post<MessageCategory[]>('/api/internalMsg/getCategoryList', {});
export const markMessageRead = (msgId: number | string, family: MessageFamily = 'stationLetter') =>
  post<unknown>(`/api/${family}/updateUnread`, { msg_id: Number(msgId) });
export const markAllMessagesRead = (family: MessageFamily = 'stationLetter', categoryCode?: string) =>
  post<number>(`/api/${family}/updateAllUnread`, categoryCode ? { categoryCode } : {});
export const trashMessage = (msgId: number | string, family: MessageFamily = 'stationLetter') =>
  post<unknown>(`/api/${family}/delete`, { msg_id: Number(msgId) });
export const restoreMessage = (msgId: number | string, family: MessageFamily = 'stationLetter') =>
  post<unknown>(`/api/${family}/restore`, { msg_id: Number(msgId) });

/** A message's id whatever name the answer gave it. */
export const messageId = (m: StationLetter): number => Number(idOf(m));

/** Where a message leads: the task centre tab and the process it is about (spec 000 section 3, "business data"). */
export function messageTarget(m: StationLetter): string | null {
  const biz = m.biz;
  if (!biz?.processInstanceId) return null;
  const tab = biz.type === 'task' ? 'pending-trial' : biz.type === 'cc' ? 'cctome' : 'apply';
  const params = new URLSearchParams({ open: String(biz.processInstanceId) });
  if (biz.taskId) params.set('taskId', String(biz.taskId));
  return `/task-center/${tab}?${params.toString()}`;
}
