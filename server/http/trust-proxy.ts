/** What Fastify's `trustProxy` takes: off, every hop, a hop count, or the proxies' addresses and ranges. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * Reads `TRUST_PROXY`: unset, empty or `false` trusts nobody (the client is the
 * socket's peer); `true` every proxy; digits a hop count; otherwise a
 * comma-separated list of proxy addresses or CIDR ranges. Behind a reverse
 * proxy this is what makes the client address (sign-in throttling, slider
 * checks) the user's and not the proxy's. Bad addresses fail at start-up.
 */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (!v || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d{1,2}$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 100);
}
