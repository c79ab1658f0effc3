import type { FastifyRequest } from 'fastify';
import { AGENT_MENU_CODE } from '../db';
import { errors } from '../errors';
import { sessionOf, type SessionContext } from '../http';
import { loadMenuAccess } from '../menus';

/**
 * The caller's session when they may use the agent entries (spec 000 section 6): the
 * company's administrators, or members one of whose roles grants S902000000000000.
 */
export async function requireAgentAccess(request: FastifyRequest): Promise<SessionContext> {
  const s = sessionOf(request);
  const access = await loadMenuAccess(s.data, s.userId);
  if (!access.isAdmin && !access.permissions.has(AGENT_MENU_CODE)) throw errors.forbidden();
  return s;
}
