import { isKnownZone } from '@wagering/contract/format';

/**
 * The query parameters a page reads (the profile's tab). Every other one (utm_*, gclid, fbclid, a reset token, anything
 * unknown) changes nothing on the page, so it is dropped from the URL rendered and from the cache key: a marketing
 * link with a new query string each time is still one page, rendered once.
 */
const PAGE_PARAMS = ['tab'];

/** The page a URL asks for: its path, and only the parameters a page reads, in a fixed order. */
export function pageUrl(url: string): string {
  const parsed = new URL(url, 'http://site');
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS) for (const value of parsed.searchParams.getAll(name)) kept.append(name, value);
  const search = kept.toString();
  return search ? `${parsed.pathname}?${search}` : parsed.pathname;
}

/** Zones asked about, remembered (asking Intl costs more than a cached page); bounded, as cookies are the visitor's. */
const knownZones = new Map<string, boolean>();

const knownZone = (zone: string): boolean => {
  let known = knownZones.get(zone);
  if (known === undefined) {
    known = isKnownZone(zone);
    if (knownZones.size < 1_000) knownZones.set(zone, known);
  }
  return known;
};

/**
 * A request's page cookies, parsed once: `theme` only when it names one ("light", "dark"), `tz` only when it names a
 * zone this runtime knows. Nothing of the punter's session reaches a render, and a cookie the page would ignore never
 * makes a new cache key (a new made-up `tz` each time would otherwise render every request anew).
 */
export function pageCookies(header: string | undefined): { theme?: 'light' | 'dark'; tz?: string } {
  const cookies: { theme?: 'light' | 'dark'; tz?: string } = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== 'theme' && name !== 'tz') continue;
    let text: string;
    try {
      text = decodeURIComponent(value.join('='));
    } catch {
      continue; // A cookie that is not valid percent-encoding is not sent to the render.
    }
    if (name === 'theme' && (text === 'light' || text === 'dark')) cookies.theme = text;
    if (name === 'tz' && knownZone(text)) cookies.tz = text;
  }
  return cookies;
}
