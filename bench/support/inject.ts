import type { FastifyInstance } from 'fastify';

/** A numeric environment setting (`1_000_000` allowed), else `fallback`. */
export const envNumber = (v: string | undefined, fallback: number) => (v ? Number(v.replace(/_/g, '')) : fallback);

/** POSTs through Fastify's inject and unwraps the envelope; anything but code 0 throws. */
export async function injectPost(app: FastifyInstance, url: string, body: unknown, token?: string) {
  const res = await app.inject({ method: 'POST', url, payload: body as Record<string, unknown>, headers: token ? { accesstoken: token } : {} });
  const json = res.json() as { code: number; msg: string; data: any };
  if (json.code !== 0) throw new Error(`${url}: ${json.code} ${json.msg}`);
  return json.data;
}
