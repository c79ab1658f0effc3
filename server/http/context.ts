import type { FastifyRequest } from 'fastify';
import type { TenantData } from '../data';
import type { ServerLang } from '../i18n';

/** Who may call a route: anyone, a signed-in unlocked session, or also an idle-locked one. */
export type RouteAccess = 'public' | 'session' | 'lockable';

export interface SessionContext {
  sessionId: number;
  tenantId: string;
  userId: number;
  /** The tenant-scoped data access for this session. */
  data: TenantData;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    lang: ServerLang;
    session: SessionContext | null;
  }
}

/** The caller's session; routes that are not public always have one. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw new Error('route reached without a session');
  return request.session;
}
