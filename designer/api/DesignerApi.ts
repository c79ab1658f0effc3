import type { FlowDefinition, PackFunction, Pack, SimulationStep } from '../../engine/index';

/** How the designer reaches the server; the shell passes its envelope-aware `post`. */
export type DesignerPost = <T>(url: string, body?: unknown, options?: { silent?: boolean }) => Promise<T>;

/** Errors the designer reads: the envelope code, message and `data` (field errors, unfinished nodes). */
export interface DesignerCallError extends Error {
  code: number;
  data: unknown;
}

export type FunctionState = 'published' | 'notPublished' | 'updatePending' | 'disabled';

/** A row of `design/list` (spec 001 section 3 columns). */
export interface FunctionRow {
  code: string;
  name: string;
  state: FunctionState;
  enabled: boolean;
  version: number | null;
  hasDraft: boolean;
  hasFlow: boolean;
  menuName: string | null;
  formType?: string;
  businessType?: string;
  directory?: string | null;
  directoryName?: string | null;
  updater?: string | null;
  publishedAt: string | null;
  updatedAt: string | null;
}

export interface FunctionDesign {
  code: string;
  state: FunctionState;
  enabled: boolean;
  version: number | null;
  draft: PackFunction | null;
  published: PackFunction | null;
  locales: Record<string, Record<string, string>>;
}

export interface PublishProblem { nodeId?: string; path?: string; code?: string; message: string }

export type { FlowDefinition, PackFunction, Pack, SimulationStep };
