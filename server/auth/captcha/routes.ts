import type { FastifyInstance } from 'fastify';
import type { DataAccess } from '../../data';
import { closedObject, ok, routeSchema, shortText } from '../../http';
import { checkPuzzle, createPuzzle } from './service';

const captchaType = { type: 'string', enum: ['blockPuzzle'] };

/** The slider human check (spec 000 sections 2.12, 7.1: `/api/captcha/get`, `/api/captcha/check`). */
export function registerCaptchaRoutes(app: FastifyInstance, data: DataAccess): void {
  app.post('/api/captcha/get', {
    config: { access: 'public' },
    schema: routeSchema('auth', 'A new slider puzzle: the picture with a hole, the piece, and a token (2 minutes, one try)',
      closedObject({ captchaType })),
  }, async (request) => ok(request, await createPuzzle(data, request.ip)));

  app.post<{ Body: { token: string; x: number } }>('/api/captcha/check', {
    config: { access: 'public' },
    schema: routeSchema('auth', 'Check where the piece was dropped; answers a single-use captchaVerification',
      closedObject({ captchaType, token: shortText(200, 20), x: { type: 'number', minimum: -1000, maximum: 10000 } }, ['token', 'x'])),
  }, async (request) => ok(request, { result: true, captchaVerification: await checkPuzzle(data, request.body.token, request.body.x, request.ip) }));
}
