import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';
import { toErrorEnvelope } from './envelope';

/**
 * Unknown /api paths answer the 404 envelope; other GETs get the single-page
 * app's index.html (client-side routes) when the web app is served.
 */
export function registerNotFound(app: FastifyInstance, spa: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isApi = path === '/api' || path.startsWith('/api/');
    if (spa && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(isApi ? 200 : 404).send(toErrorEnvelope(errors.notFound(), request.lang ?? 'zh-CN'));
  });
}
