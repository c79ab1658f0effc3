/** Transfers beyond plain JSON `post()`: extra headers (`x-request-id`), multipart uploads, blob downloads; and the file calls. */
import { getToken, post, setToken, RequestError, showErrorToast, TRANSPORT_ERROR_CODE, unwrapEnvelope, type Envelope } from '../request';
import { currentLanguage, t } from '../i18n';
import type { FileRef } from '../../engine/react/index';


/** A fresh id for `x-request-id`: the server refuses a second request with the same id. */
export function newRequestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function headersOf(extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { lang: currentLanguage(), ...extra };
  const token = getToken();
  if (token) headers.accesstoken = token;
  return headers;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    const response = await fetch(url, { method: 'POST', credentials: 'include', ...init });
    const renewed = response.headers.get('accesstoken');
    if (renewed) setToken(renewed);
    return response;
  } catch {
    const text = t('request.error');
    showErrorToast(text);
    throw new RequestError(TRANSPORT_ERROR_CODE, text);
  }
}

async function envelopeOf<T>(response: Response, silent?: boolean): Promise<T> {
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    const text = t('request.error');
    if (!silent) showErrorToast(text);
    throw new RequestError(TRANSPORT_ERROR_CODE, text);
  }
  return unwrapEnvelope(envelope, { silent });
}

/** POSTs JSON with extra headers (`x-request-id`), unwrapping the envelope like `post()`. */
export async function sendJson<T>(url: string, body: unknown, options: { headers?: Record<string, string>; silent?: boolean } = {}): Promise<T> {
  const response = await send(url, {
    headers: headersOf({ 'content-type': 'application/json', ...options.headers }),
    body: JSON.stringify(body ?? {}),
  });
  return envelopeOf<T>(response, options.silent);
}

/** POSTs multipart form data (uploads, imports). */
export async function sendForm<T>(url: string, body: FormData, options: { silent?: boolean } = {}): Promise<T> {
  return envelopeOf<T>(await send(url, { headers: headersOf(), body }), options.silent);
}

function filenameOf(response: Response, fallback: string): string {
  const cd = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(cd);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(cd);
  return plain ? plain[1] : fallback;
}

/**
 * Downloads a file (spec 000 section 8.2): a JSON or tiny body is an error envelope whose
 * `msg` is shown; otherwise the blob with its content-disposition name.
 */
export async function downloadBlob(url: string, body?: unknown, fallbackName = 'download'): Promise<{ blob: Blob; name: string }> {
  const response = await send(url, body === undefined
    ? { method: 'GET', headers: headersOf() }
    : { headers: headersOf({ 'content-type': 'application/json' }), body: JSON.stringify(body) });
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json') || !response.ok) {
    const text = await response.text();
    let msg = t('fnx.excel.downloadFailed');
    try {
      msg = (JSON.parse(text) as Envelope).msg || msg;
    } catch { /* not JSON */ }
    showErrorToast(msg);
    throw new RequestError(response.status, msg);
  }
  return { blob: await response.blob(), name: filenameOf(response, fallbackName) };
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Upload limits the browser checks before sending, the server's defaults (server/files/limits.ts): 10 MiB, common office and image types. */
export const UPLOAD_LIMITS = {
  maxSize: 10 * 1024 * 1024,
  extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'zip'],
};

/** `POST /api/files/upload` (multipart `file`): the stored file's reference. Errors are shown by the caller. */
export async function uploadFile(file: File, target: { functionCode?: string; field?: string } = {}): Promise<FileRef> {
  const body = new FormData();
  // The server reads these before the file to apply the field's own limits.
  if (target.functionCode) body.append('functionCode', target.functionCode);
  if (target.functionCode && target.field) body.append('field', target.field);
  body.append('file', file, file.name);
  const stored = await sendForm<Record<string, unknown>>('/api/files/upload', body, { silent: true });
  return {
    id: String(stored.id ?? stored.fileId),
    name: String(stored.name ?? stored.fileName ?? file.name),
    size: Number(stored.size ?? file.size),
    type: String(stored.type ?? stored.contentType ?? file.type ?? ''),
  };
}

/** Where a stored file lives (`GET /api/files/:id`, header-authenticated); links open it through `openFile`. */
export function fileUrl(id: string): string {
  return `/api/files/${encodeURIComponent(id)}`;
}

/**
 * Downloads a stored file through a single-use ticket (`POST /api/files/ticket`):
 * the session token never goes into a URL that history or a log keeps.
 */
export async function openFile(id: string): Promise<void> {
  const { url } = await post<{ url: string }>('/api/files/ticket', { id });
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noreferrer';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
