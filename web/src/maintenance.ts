import type { FastifyRequest } from 'fastify';

/** How long one address's answer is kept: the site's open pages look again every 15 s (SPEC's maintenance poll). */
const KEPT_MS = 5_000;
const MOST_ADDRESSES = 10_000;

/**
 * Whether a page request is under maintenance, as the API says for its address (`GET /v1/maintenance`: the brand's
 * switch minus its whitelist live there, not here). Kept a few seconds per address, so a flood of pages asks once.
 * An API not reached answers "no": the page then shows what its calls say (the API's own 503s).
 */
export function maintenanceCheck(apiUrl: string) {
  const kept = new Map<string, { on: boolean; until: number }>();
  const ask = async (ip: string) => {
    try {
      const res = await fetch(`${apiUrl}/v1/maintenance`, { headers: { 'x-forwarded-for': ip } });
      if (!res.ok) return false;
      const body = (await res.json()) as { data?: { maintenance?: unknown } };
      return body.data?.maintenance === true;
    } catch {
      return false;
    }
  };
  return async (request: FastifyRequest): Promise<boolean> => {
    const now = Date.now();
    const seen = kept.get(request.ip);
    if (seen && seen.until > now) return seen.on;
    const on = await ask(request.ip);
    if (kept.size >= MOST_ADDRESSES) kept.clear();
    kept.set(request.ip, { on, until: now + KEPT_MS });
    return on;
  };
}
