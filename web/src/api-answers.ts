import { LRUCache } from 'lru-cache';
import { PAGE_CACHE_MS } from '@wagering/contract/constants';

/** One of the API's answers to a page's first call, as a render reads it. */
export interface ApiAnswer {
  status: number;
  body: ArrayBuffer;
}

/**
 * How long a render worker reuses the API's answer to a public call: as long as a page itself is sent as it is
 * (PAGE_CACHE_MS), so a page is never older than a cached one, and its prices go live the moment it hydrates. What this
 * buys is that a burst of pages missing the cache (every zone, every theme) costs the API one call per list in that
 * time, not one per page: the bets it takes do not wait behind a flood of pages (issue 34's flood budget).
 */
const API_ANSWER_REUSE_MS = PAGE_CACHE_MS;

/**
 * The API's public answers, shared by the renders of one worker: concurrent asks for one address make one call, and
 * an answer is reused for `reuseMs`. Only a 200 is kept: an error is asked for again by the next page.
 */
export function sharedAnswers(
  ask: (path: string) => Promise<ApiAnswer>,
  reuseMs = API_ANSWER_REUSE_MS,
  clock: { now(): number } = performance,
) {
  const answers = new LRUCache<string, ApiAnswer>({
    max: 500,
    ttl: reuseMs,
    perf: clock,
    fetchMethod: async (path) => {
      const answer = await ask(path);
      // An answer not to keep is handed back once, to the renders waiting on it, and never stored.
      return answer.status === 200 ? answer : Promise.reject(new NotKept(answer));
    },
  });
  return async (path: string): Promise<ApiAnswer> => {
    try {
      return (await answers.fetch(path))!;
    } catch (error) {
      if (error instanceof NotKept) return error.answer;
      throw error;
    }
  };
}

class NotKept extends Error {
  constructor(readonly answer: ApiAnswer) {
    super(`not kept: ${answer.status}`);
  }
}
