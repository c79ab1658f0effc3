import type { DataAccess, TicketHolder } from '../data';
import { createToken, hashToken } from './token';

/** A download ticket works once, within this time. */
export const TICKET_TTL_MS = 60_000;

export type TicketPurpose = 'download';

/**
 * Issues a short-lived single-purpose ticket for what a session may open
 * (a file id): it goes into a URL instead of the session token.
 */
export async function issueTicket(data: DataAccess, purpose: TicketPurpose, subject: string, sessionId: number, now = Date.now()): Promise<string> {
  const ticket = createToken();
  await data.authGuards.createTicket({ ticketHash: hashToken(ticket), purpose, subject, sessionId, expiresAt: now + TICKET_TTL_MS });
  return ticket;
}

/** Redeems a ticket once: who it was issued to, or undefined (unknown, used, expired, its session ended, or for something else). */
export async function redeemTicket(data: DataAccess, purpose: TicketPurpose, subject: string, ticket: unknown, now = Date.now()): Promise<TicketHolder | undefined> {
  if (typeof ticket !== 'string' || ticket.length < 20 || ticket.length > 200) return undefined;
  const found = await data.authGuards.takeTicket(hashToken(ticket), purpose, now);
  return found && found.subject === subject ? found : undefined;
}
