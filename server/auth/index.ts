export { registerAuthRoutes } from './routes';
export { hashPassword, verifyPassword } from './password';
export { hashToken } from './token';
export { startSession, resolveSession, SESSION_TTL_MS } from './sessions';
export { issueTicket, redeemTicket, TICKET_TTL_MS } from './tickets';
