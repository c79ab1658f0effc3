declare const __APP_VERSION__: string | undefined;

/** The version this bundle was built as (vite `define`); undefined outside a build (tests, dev without it). */
export const BUNDLE_VERSION: string | undefined = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : undefined;

let reloading = false;

/** Asks the server for the deployed version (`GET /version.json?_t=`, spec 000 section 7.3); null when unknown. */
export async function fetchDeployedVersion(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const res = await fetcher(`/version.json?_t=${Date.now()}`, { cache: 'no-store' });
    const body = (await res.json()) as { code?: number; data?: { data?: unknown } };
    return body?.code === 0 && typeof body.data?.data === 'string' ? body.data.data : null;
  } catch {
    return null;
  }
}

/**
 * After each navigation (spec 000 section 4.2): a changed deployed version reloads
 * the page, once. An unknown version (no build file, network error) changes nothing.
 */
export async function checkDeployedVersion(options: { current?: string; reload?: () => void; fetcher?: typeof fetch } = {}): Promise<boolean> {
  const current = options.current ?? BUNDLE_VERSION;
  if (!current || reloading) return false;
  const deployed = await fetchDeployedVersion(options.fetcher);
  if (!deployed || deployed === current) return false;
  reloading = true;
  (options.reload ?? (() => window.location.reload()))();
  return true;
}
