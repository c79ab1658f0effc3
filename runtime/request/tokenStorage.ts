/** sessionStorage key of the session token (sent as the `accesstoken` header); also the cookie's name. */
export const TOKEN_STORAGE_KEY = 'accesstoken';
/** Spec 000 sections 3 and 9: the token is also kept in a cookie with a 1-day life, so a new tab stays signed in. */
export const TOKEN_COOKIE_MAX_AGE_S = 24 * 60 * 60;

const readCookie = (): string | null => {
  if (typeof document === 'undefined') return null;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${TOKEN_STORAGE_KEY}=`));
  return hit ? decodeURIComponent(hit.slice(TOKEN_STORAGE_KEY.length + 1)) || null : null;
};
const writeCookie = (value: string, maxAge: number) => {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_STORAGE_KEY}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
};

/** The tab's token, else the cookie's (a new tab), which the tab then keeps. */
export function getToken(): string | null {
  const own = sessionStorage.getItem(TOKEN_STORAGE_KEY);
  if (own) return own;
  const shared = readCookie();
  if (shared) sessionStorage.setItem(TOKEN_STORAGE_KEY, shared);
  return shared;
}

export function setToken(token: string): void {
  sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
  writeCookie(token, TOKEN_COOKIE_MAX_AGE_S);
}

export function clearToken(): void {
  sessionStorage.removeItem(TOKEN_STORAGE_KEY);
  writeCookie('', 0);
}
