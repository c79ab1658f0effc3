import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http';

/** The file the web build writes beside index.html: `{ "version": "<build id>" }`. */
export const BUILD_VERSION_FILE = 'build-version.json';

/** The deployed build's version, read from the built files each time (a new deploy changes it without a restart). */
export async function readBuildVersion(distDir: string): Promise<string | null> {
  try {
    const text = await readFile(join(distDir, BUILD_VERSION_FILE), 'utf8');
    const version = (JSON.parse(text.slice(0, 1000)) as { version?: unknown }).version;
    return typeof version === 'string' ? version.slice(0, 100) : null;
  } catch {
    return null;
  }
}

/** `GET /version.json?_t=` (spec 000 section 7.3): the envelope, `data.data` the build's version; never cached by the browser. */
export function registerVersionRoute(app: FastifyInstance, distDir: string): void {
  // Read and parsed once per deploy: a call only looks at the file's time and size.
  let cached: { stamp: string; version: Promise<string | null> } | undefined;
  const current = async () => {
    const info = await stat(join(distDir, BUILD_VERSION_FILE)).catch(() => null);
    const stamp = info ? `${Math.trunc(info.mtimeMs)}:${info.size}` : 'none';
    if (cached?.stamp !== stamp) cached = { stamp, version: readBuildVersion(distDir) };
    return cached.version;
  };
  app.get('/version.json', {
    config: { access: 'public' },
    // Not an /api call: kept out of the OpenAPI document like the socket and the document itself.
    schema: {
      hide: true,
      querystring: { type: 'object', properties: { _t: { type: 'string', maxLength: 20 } }, additionalProperties: false },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(request, { data: await current() });
  });
}
