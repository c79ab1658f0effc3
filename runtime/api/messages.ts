import { post } from '../request';

/** A station letter (spec 000 section 3 "Message"). */
export interface StationLetter {
  id?: number | string;
  msgId?: number | string;
  msg_id?: number | string;
  title: string;
  content: string;
  createTime?: number;
  createTimeShow?: string;
  read?: boolean;
  biz?: { type?: string; processInstanceId?: number | string; taskId?: number | string } & Record<string, unknown>;
}

export const getAllMessages = (current = 1, size = 10, unreadFlag?: boolean) =>
  post<{ records: StationLetter[]; total?: number }>('/api/stationLetter/getAllMsg', {
    page: { current, size }, ...(unreadFlag === undefined ? {} : { unreadFlag }),
  });
export const getUnreadCount = () => post<number>('/api/stationLetter/getUnreadCount', {}, { silent: true });
export const markMessageRead = (msgId: number | string) => post<unknown>('/api/stationLetter/updateUnread', { msgId });
