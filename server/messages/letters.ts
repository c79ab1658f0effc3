import type { LetterRow, TenantData } from '../data';
import { pickLocalized } from '../engine';
import { translate, type MessageKey, type ServerLang } from '../i18n';
import type { DeliveredMessage } from './publish';

/** A text in each pack language (function and node names are pack locale keys, resolved when written). */
export type Localized = Partial<Record<ServerLang, string>>;

/** What a letter is about; kept in `biz`, so it can be rendered again in any language. */
export interface LetterBiz {
  type: 'task' | 'cc' | 'result';
  processInstanceId: number;
  taskId?: number;
  /** For `result`: the instance state. */
  state?: string;
  applicationNo: string;
  initiator: string;
  fn: Localized;
  node?: Localized;
}

/** A letter written in a transaction and published once it commits. */
export interface PendingLetter {
  userId: number;
  msg: DeliveredMessage;
}

const pick = (t: Localized | undefined, lang: ServerLang) => pickLocalized(t, lang);

const STATE_KEYS: Record<string, MessageKey> = {
  initializing: 'stateInitializing', toSubmit: 'stateToSubmit', inApproval: 'stateInApproval', approved: 'stateApproved',
  rejected: 'stateRejected', canceled: 'stateCanceled', interventionEnded: 'stateInterventionEnded', abnormal: 'stateAbnormal',
};

/** The state's name in a language. */
export function stateText(lang: ServerLang, state: string): string {
  const key = STATE_KEYS[state];
  return key ? translate(lang, key) : state;
}

/** A process title: the initiator and the function. */
export function processTitle(initiator: string, fn: Localized, lang: ServerLang): string {
  return `${initiator} - ${pick(fn, lang)}`;
}

/** Title and content of a letter in `lang`. Letters never carry record fields, so no hidden value can leak. */
export function renderLetter(biz: LetterBiz, lang: ServerLang): { title: string; content: string } {
  const params = {
    title: processTitle(biz.initiator, biz.fn, lang), initiator: biz.initiator, fn: pick(biz.fn, lang),
    no: biz.applicationNo, node: pick(biz.node, lang), state: stateText(lang, biz.state ?? ''),
  };
  const [title, content]: [MessageKey, MessageKey] = biz.type === 'task' ? ['letterTaskTitle', 'letterTaskContent']
    : biz.type === 'cc' ? ['letterCcTitle', 'letterCcContent'] : ['letterResultTitle', 'letterResultContent'];
  return { title: translate(lang, title, params), content: translate(lang, content, params) };
}

/** Writes a letter (texts in zh-CN; reads render them again in the reader's language). */
export async function writeLetter(t: TenantData, userId: number, biz: LetterBiz, now: number): Promise<PendingLetter> {
  const { title, content } = renderLetter(biz, 'zh-CN');
  const id = await t.messages.insert({ userId, title, content, biz, now });
  return { userId, msg: { id, title, content, biz, createdAt: new Date(now).toISOString() } };
}

/** A stored letter as the socket pushes it when it is written (texts as stored, in zh-CN). */
export function toDelivered(row: LetterRow): DeliveredMessage {
  return { id: Number(row.id), title: row.title, content: row.content, biz: JSON.parse(row.biz) as unknown, createdAt: new Date(Number(row.created_at)).toISOString() };
}

/** A stored letter as the API shows it, in the reader's language. */
export function toLetterView(row: LetterRow, lang: ServerLang) {
  const biz = JSON.parse(row.biz) as LetterBiz;
  const texts = biz?.type ? renderLetter(biz, lang) : { title: row.title, content: row.content };
  const created = new Date(Number(row.created_at));
  return {
    id: row.id, msg_id: row.id, ...texts, biz, read: row.read_at !== null, trashed: row.trashed_at !== null,
    list: row.trashed_at !== null ? 'trash' : row.read_at === null ? 'unread' : 'readed',
    categoryCode: row.category_code,
    readAt: row.read_at === null ? null : new Date(Number(row.read_at)).toISOString(),
    createdAt: created.toISOString(),
    create_time: created.getTime(),
    /** Spec 000 section 3: a display time (UTC, YYYY-MM-DD HH:mm); the browser shows create_time in its own zone. */
    createTimeShow: created.toISOString().slice(0, 16).replace('T', ' '),
  };
}
