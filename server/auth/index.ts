export { registerAuthRoutes } from './routes';
export { hashPassword, verifyPassword } from './password';
export { hashToken } from './token';
export { startSession, resolveSession, touchSession, lockDeadline, SESSION_TTL_MS } from './sessions';
export { sessionsChanged, onSessionsChanged } from './session-events';
export { registerSessionHook } from './session-hook';
export { issueTicket, redeemTicket, TICKET_TTL_MS } from './tickets';
export { registerCaptchaRoutes, requirePass, captchaPolicy } from './captcha';
export { loginAccountKey } from './throttle';
