/**
 * The query parameters a page reads (the profile's tab). Every other one (utm_*, gclid, fbclid, a reset token, anything
 * unknown) changes nothing on the page, so it is dropped from the URL rendered and from the cache key: a marketing
 * link with a new query string each time is still one page, rendered once.
 */
export const PAGE_PARAMS = ['tab'];

/** The page a URL asks for: its path, and only the parameters a page reads, in a fixed order. */
export function pageUrl(url: string): string {
  const parsed = new URL(url, 'http://site');
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS) for (const value of parsed.searchParams.getAll(name)) kept.append(name, value);
  const search = kept.toString();
  return search ? `${parsed.pathname}?${search}` : parsed.pathname;
}

/** A request's cookies by name (only `theme` and `tz` are read: nothing of the punter's session reaches a render). */
export function pageCookies(header: string | undefined): { theme?: string; tz?: string } {
  const cookies: { theme?: string; tz?: string } = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== 'theme' && name !== 'tz') continue;
    try {
      cookies[name] = decodeURIComponent(value.join('=')).slice(0, 64);
    } catch {
      // A cookie that is not valid percent-encoding is not sent to the render.
    }
  }
  return cookies;
}
