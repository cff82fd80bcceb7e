/** Where the outage lines go (the web process's logger). */
export interface OutageLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * What the log says about the API not being reached: one line while it is not yet up (npm start starts the two
 * processes side by side, and the site's first requests arrive before the API listens), then one warning when an
 * outage starts and one line when it ends, never one per request (a page's calls, the live stream's retries).
 */
export function apiOutages(log: OutageLog) {
  let state: 'starting' | 'waiting' | 'up' | 'down' = 'starting';
  return {
    /** A request passed on to the API got no answer (the connection refused, reset or timed out). */
    unreached(error: unknown): void {
      const why = (error as { cause?: { code?: string } } | undefined)?.cause?.code ?? String(error);
      if (state === 'starting') log.warn('API not up yet: /v1 answers 503 until it is');
      if (state === 'up') log.warn(`API not reached (${why}): /v1 answers 503 until it is back`);
      if (state === 'starting') state = 'waiting';
      else if (state === 'up') state = 'down';
    },
    /** The API answered a request. */
    reached(): void {
      if (state === 'down') log.info('API reached again');
      state = 'up';
    },
  };
}
