const hasDocument = () => typeof document !== 'undefined';

export function getCookie(name: string): string | undefined {
  if (!hasDocument()) return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Sets a site-wide cookie. SameSite=Lax keeps it off cross-site posts; the API also reads it for the live stream. */
export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (!hasDocument()) return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  if (!hasDocument()) return;
  document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax`;
}

/** Expires every cookie the page can see (SPEC: after HTTP 401 all cookies are wiped). */
export function clearAllCookies(): void {
  if (!hasDocument()) return;
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) deleteCookie(name);
  }
}
