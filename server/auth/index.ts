export { registerAuthRoutes } from './routes';
export { hashPassword, verifyPassword } from './password';
export { hashToken } from './token';
export { startSession, resolveSession, touchSession, SESSION_TTL_MS } from './sessions';
export { registerSessionHook } from './session-hook';
export { issueTicket, redeemTicket, TICKET_TTL_MS } from './tickets';
