import { dataFields, type FormSchema } from '../engine';

/** Upload limits of an attachment field: bytes and accepted types (`.pdf`, `image/*`, `application/pdf`). */
export interface UploadLimits {
  maxSize: number;
  accept: string[];
}

/** The parser's hard cap; a field may lower it, never raise it. */
export const HARD_MAX_FILE_SIZE = 100 * 1024 * 1024;

/** Defaults when a field names no limits: 10 MiB, common office and image types. */
export const DEFAULT_LIMITS: UploadLimits = {
  maxSize: 10 * 1024 * 1024,
  accept: ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.txt', '.csv', '.png', '.jpg', '.jpeg', '.gif', '.bmp', '.webp', '.zip'],
};

/** The company logo (system settings): raster images only (no SVG: it can carry script), 1 MiB. */
export const LOGO_LIMITS: UploadLimits = {
  maxSize: 1024 * 1024,
  accept: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
};

/** Most bytes stored per user in one company, and per company. */
export interface UploadQuota {
  perUser: number;
  perTenant: number;
}

const MB = 1024 * 1024;
export const DEFAULT_UPLOAD_QUOTA: UploadQuota = { perUser: 500 * MB, perTenant: 5 * 1024 * MB };

/** The quotas: explicit options over `UPLOAD_USER_QUOTA_MB` / `UPLOAD_TENANT_QUOTA_MB` over the defaults. */
export function uploadQuotaFrom(env: Record<string, string | undefined>, given: Partial<UploadQuota> = {}): UploadQuota {
  const mb = (v: string | undefined) => (v && /^[1-9][0-9]{0,7}$/.test(v) ? Number(v) * MB : undefined);
  return {
    perUser: given.perUser ?? mb(env.UPLOAD_USER_QUOTA_MB) ?? DEFAULT_UPLOAD_QUOTA.perUser,
    perTenant: given.perTenant ?? mb(env.UPLOAD_TENANT_QUOTA_MB) ?? DEFAULT_UPLOAD_QUOTA.perTenant,
  };
}

/** A form node by dotted path (`attachments`, `lines.receipt`): sub-table rows are skipped over. */
export function findFieldSchema(form: FormSchema, path: string): FormSchema | undefined {
  let node: FormSchema | undefined = form;
  for (const key of path.split('.')) {
    if (!node) return undefined;
    const holder: FormSchema | undefined = node.type === 'array' ? node.items : node;
    node = holder ? dataFields(holder).find((f) => f.key === key)?.schema : undefined;
  }
  return node;
}

/** A field's limits from `x-component-props: {maxSize, accept}` over the defaults. */
export function limitsOf(schema: FormSchema | undefined): UploadLimits {
  const props = (schema?.['x-component-props'] ?? {}) as { maxSize?: unknown; accept?: unknown };
  const maxSize = typeof props.maxSize === 'number' && props.maxSize > 0 ? Math.min(props.maxSize, HARD_MAX_FILE_SIZE) : DEFAULT_LIMITS.maxSize;
  const raw = Array.isArray(props.accept) ? props.accept : typeof props.accept === 'string' ? props.accept.split(',') : undefined;
  const accept = raw ? raw.filter((a): a is string => typeof a === 'string').map((a) => a.trim().toLowerCase()).filter(Boolean) : DEFAULT_LIMITS.accept;
  return { maxSize, accept };
}

/** Whether a file name / MIME type fits `accept` (extensions with or without the dot, exact or `type/*` MIME types). */
export function isAccepted(limits: UploadLimits, name: string, mime: string): boolean {
  if (!limits.accept.length) return true;
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.')).toLowerCase() : '';
  const m = mime.toLowerCase();
  return limits.accept.some((a) => {
    if (a.includes('/')) return a.endsWith('/*') ? m.startsWith(a.slice(0, -1)) : m === a;
    return ext !== '' && ext === (a.startsWith('.') ? a : `.${a}`);
  });
}

/** `10 MB` style text for messages. */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${+(n / 1024 / 1024).toFixed(1)} MB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(1)} KB`;
  return `${n} B`;
}
