import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ by its content hash, so a URL never changes meaning. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and anything unhashed) is revalidated on each visit so a deploy shows at once. */
const REVALIDATE = 'no-cache';

/** Cache policy for a file served from `distDir`. */
export function cacheControlFor(distDir: string, filePath: string): string {
  const rel = relative(distDir, filePath);
  return rel.startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built web app from `distDir` when it exists; returns whether it does.
 * The build writes `.br` and `.gz` beside each text file (scripts/build/precompress.ts);
 * they are sent as they are to clients that accept them, with `Vary: Accept-Encoding`.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(distDir, filePath));
      res.setHeader('vary', 'accept-encoding');
    },
  });
  return true;
}
