import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** Must be registered before the routes: @fastify/swagger collects their schemas as they are added. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Low-code platform API',
        version: '0.1.0',
        description: 'Every route answers HTTP 200 with {code, msg, data}; send the session token in the `accesstoken` header.',
      },
      components: { securitySchemes: { accesstoken: { type: 'apiKey', in: 'header', name: 'accesstoken' } } },
      security: [{ accesstoken: [] }],
    },
  });
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
