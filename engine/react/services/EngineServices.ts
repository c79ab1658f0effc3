import type { DataAnswer, DataRequest, RuleUser } from '../../index';

/** A person the user picker offers. */
export interface UserOption {
  id: number | string;
  name: string;
}

/** An option of a select, radio or checkbox group. */
export interface LookupOption {
  label: string;
  value: string | number;
}

/** A lookup a schema names at run time: `{dict: typeCode}` or `{enum: enumClassName}` (spec 000 section 7.3). */
export interface LookupRef {
  dict?: string;
  enum?: string;
}

/** A stored file as an attachment field keeps it. */
export interface FileRef {
  id: string;
  name: string;
  size: number;
  type?: string;
}

/** Size and type limits of attachments, checked in the browser before the server checks them again. */
export interface UploadLimits {
  /** Bytes. */
  maxSize: number;
  /** Lower-case extensions without the dot (`pdf`, `png`). Empty: any. */
  extensions: string[];
}

/** A record of another function, as the related-record picker lists it. */
export interface RelatedRow {
  id: number | string;
  data: Record<string, unknown>;
}

/**
 * Everything the renderers need from outside: the runtime supplies these (API calls,
 * translations); the renderers never call the network themselves.
 */
export interface EngineServices {
  /** Translates an engine text key (`engine.upload.button`). */
  t(key: string, params?: Record<string, unknown>): string;
  searchUsers(text: string): Promise<UserOption[]>;
  /** Display names of the given user ids. */
  userNames(ids: (number | string)[]): Promise<Record<string, string>>;
  loadLookup(ref: LookupRef): Promise<LookupOption[]>;
  /** Stores a file; `functionCode` and `field` let the server apply that field's limits. */
  uploadFile(file: File, target?: { functionCode?: string; field?: string }): Promise<FileRef>;
  fileUrl(id: string): string;
  /** Opens (downloads) a stored file; the runtime asks the server for a single-use link. */
  openFile(id: string): Promise<void>;
  uploadLimits: UploadLimits;
  /** Records of another function (the related-record picker). */
  pageRelated(code: string, query: {
    current: number; size: number; filters?: Record<string, unknown>;
    /** The reference field asking (its `x-reference.filter` applies) and the values being edited. */
    reference?: { fn: string; field: string; record: Record<string, unknown> };
  }): Promise<{ records: RelatedRow[]; total: number }>;
  /** One record of another function, for showing a related record's label. */
  getRelated(code: string, id: number | string): Promise<RelatedRow | null>;
  /** The signed-in user as rules see it and the `x-default` values of a new record of `code` (server-evaluated). */
  ruleContext?(code: string): Promise<{ user: RuleUser | null; defaults: Record<string, unknown> }>;
  /** Records rules read (`lookup`, `sumOf`) while checking a form of `code`. */
  ruleData?(code: string, requests: DataRequest[]): Promise<DataAnswer>;
}

const noop = async () => { throw new Error('engine services are not configured'); };

/** Services for tests and previews: no network, keys shown as they are. */
export const offlineServices: EngineServices = {
  t: (key) => key,
  searchUsers: async () => [],
  userNames: async () => ({}),
  loadLookup: async () => [],
  uploadFile: noop,
  fileUrl: (id) => `#${id}`,
  openFile: async () => undefined,
  uploadLimits: { maxSize: 10 * 1024 * 1024, extensions: [] },
  pageRelated: async () => ({ records: [], total: 0 }),
  getRelated: async () => null,
};
