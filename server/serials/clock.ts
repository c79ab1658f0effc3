import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's date source (epoch ms); tests inject one to roll serial scopes over. */
    clock: () => number;
  }
}

/** Installs the date source every save reads (default `Date.now`). */
export function registerClock(app: FastifyInstance, clock: () => number = Date.now): void {
  app.decorate('clock', clock);
}
