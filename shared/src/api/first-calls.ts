/**
 * A page's first API calls, started by the shell as soon as it knows the route (issue 16 item 3), while the page's
 * remote is still loading; the remote's own call then takes the answer already on its way instead of asking again.
 * Each remote declares its pages' first calls in its package.json (`wagering.firstCalls`, route pattern to API paths,
 * published in remotes.json), and a test in the remote checks them against its own fetchers. A miss (a remote that
 * changed its call, an answer too old) costs one wasted request, never a wrong answer: only public GETs are primed.
 */

/** How long a primed answer may wait for the page's call: past this, the page asks afresh. */
const FIRST_CALL_MAX_AGE_MS = 10_000;

/** A call the shell started: when, and its answer on the way. */
export interface FirstCall {
  at: number;
  response: Promise<Response>;
}

let primed = new Map<string, FirstCall>();

/** The same call whatever order its query parameters come in. */
function callKey(url: string): string {
  const parsed = new URL(url, 'http://site');
  parsed.searchParams.sort();
  return `${parsed.pathname}?${parsed.searchParams}`;
}

/** The shell's started calls (URL to response), handed over once the shared API client is up. */
export function adoptFirstCalls(calls: Map<string, FirstCall>): void {
  primed = new Map([...calls].map(([url, call]) => [callKey(url), call]));
}

/**
 * The primed answer for this request, taken once: a GET to a primed URL, younger than FIRST_CALL_MAX_AGE_MS. An
 * answer that failed or is not a 200 is asked for again, as if nothing had been primed.
 */
export function takeFirstCall(request: Request, ask: (request: Request) => Promise<Response>, now = Date.now()) {
  // Every API call passes here: once the page's first calls are taken (or none were primed), nothing is parsed.
  if (primed.size === 0 || request.method !== 'GET') return undefined;
  const key = callKey(request.url);
  const call = primed.get(key);
  if (!call) return undefined;
  primed.delete(key);
  if (now - call.at > FIRST_CALL_MAX_AGE_MS) return undefined;
  return call.response.then(
    (response) => (response.status === 200 ? response : ask(request)),
    () => ask(request),
  );
}
