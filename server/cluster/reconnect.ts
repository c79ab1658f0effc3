/** First retry after a lost line to the database (ms); doubles per failed attempt. */
export const RECONNECT_FIRST_MS = 200;
/** Retries never wait longer than this (ms). */
export const RECONNECT_MAX_MS = 5_000;

/** How long to wait before reconnect attempt `attempt` (0-based): 200 ms doubling, capped at 5 s. */
export function reconnectDelay(attempt: number): number {
  const n = Math.max(0, Math.min(Math.floor(attempt), 30));
  return Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** n);
}
