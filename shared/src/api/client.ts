import createClient, { type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type { PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { CSRF_HEADER } from '@wagering/shared/constants';
import { csrfToken, wipeOnUnauthorized } from '@wagering/shared/session';
import { takeFirstCall } from './first-calls';
import type { paths } from '@wagering/contract/api';
import type { ApiResponse, HttpMethod } from '@wagering/contract/api';

/** The API's error body: a message for the punter and per-field messages (SPEC 8). */
interface ApiErrorBody {
  message: string;
  errors: Record<string, string>;
  [field: string]: unknown;
}

/** Thrown for every response other than 200: the error body plus the status (0 when the server was not reached). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }

  get errors(): Record<string, string> {
    return this.body.errors;
  }
}

/** The /v1 routes of the generated OpenAPI types, keyed as the client calls them: without the /v1 base. */
export type ApiPaths = { [K in keyof paths as K extends `/v1${infer P}` ? P : never]: paths[K] };

type QueryValue = string | number | boolean | null | undefined;
type Query = Record<string, QueryValue | QueryValue[]>;

let baseUrl = '/v1';
let transport: ((request: Request) => Promise<Response>) | undefined;

/**
 * Points the client at another API origin (a brand's apiUrl); the default is the page's own origin, /v1. The server
 * render gives its own transport too: the API answers in process, with no HTTP hop to itself.
 */
export function configureApi(options: { baseUrl: string; fetch?: (request: Request) => Promise<Response> }): void {
  baseUrl = options.baseUrl.replace(/\/+$/, '');
  transport = options.fetch;
}

/** A query string with empty values (undefined, null, '') left out and arrays repeated (a=1&a=2). */
function searchOf(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  return params.toString();
}

/** The URL of an API path (for EventSource and multipart uploads), with the query as the client sends it. */
export function apiUrl(path: string, query: Query = {}): string {
  const search = searchOf(query);
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

/** A bearer header for an explicit token (the app's token, handed to POST /auth/refresh to become the cookie). */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const unavailableListeners = new Set<() => void>();

/**
 * Calls `listener` whenever the API answers 503 (the site under maintenance, SPEC 4): the shell then asks the API and
 * shows its maintenance screen, whichever remote made the call. Returns the function that stops listening.
 */
export function onServiceUnavailable(listener: () => void): () => void {
  unavailableListeners.add(listener);
  return () => unavailableListeners.delete(listener);
}

const READS = new Set(['GET', 'HEAD']);

/**
 * Every call: JSON, the session by the browser's HttpOnly cookie (same-origin fetch sends it; no script reads it),
 * and on every write the CSRF token the server asks for alongside the cookie; 401 wipes the session.
 */
const session: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept', 'application/json');
    const csrf = csrfToken();
    if (csrf && !READS.has(request.method)) request.headers.set(CSRF_HEADER, csrf);
    return request;
  },
  onResponse({ response }) {
    if (response.status === 401) wipeOnUnauthorized();
    if (response.status === 503) unavailableListeners.forEach((listener) => listener());
    return undefined;
  },
};

// fetch is looked up per call, so a test's stubbed fetch (and a later polyfill) is the one used. A page's first call
// may already be on its way, started by the shell (first-calls.ts).
const ask = (request: Request) => (transport ?? globalThis.fetch)(request);
const client = createClient<ApiPaths>({
  fetch: (request) => takeFirstCall(request, ask) ?? ask(request),
  querySerializer: (query) => searchOf(query as Query),
});
client.use(session);

/** What the punter reads when a refusal carries no message of its own (the network dropped, a bug). */
export const GENERIC_ERROR = 'Something went wrong. Please try again.';

function errorBody(data: unknown, response: Response): ApiErrorBody {
  const body = data && typeof data === 'object' ? (data as Partial<ApiErrorBody>) : {};
  return {
    ...body,
    message: typeof body.message === 'string' && body.message ? body.message : response.statusText || GENERIC_ERROR,
    errors: body.errors && typeof body.errors === 'object' ? body.errors : {},
  };
}

type InitParam<Init> = RequiredKeysOf<Init> extends never ? [Init?] : [Init];
type Call<M extends HttpMethod> = <
  P extends PathsWithMethod<ApiPaths, M>,
  Init extends MaybeOptionalInit<ApiPaths[P], M>,
>(
  path: P,
  ...init: InitParam<Init>
) => Promise<ApiResponse<P, M>>;

/**
 * Calls the API and returns the response data only when the status is 200; any other status throws an ApiError
 * carrying the body (message, errors) plus the status. Paths, parameters and bodies are checked against the
 * generated OpenAPI types, so a call to a route the API does not have does not compile.
 */
const call =
  <M extends HttpMethod>(method: M): Call<M> =>
  async (path, ...init) => {
    let answer: { data?: unknown; error?: unknown; response: Response };
    try {
      // The generic openapi-fetch signature is checked at the call sites (Call<M>); here the call is forwarded as is.
      answer = await (client.request as (...args: unknown[]) => Promise<typeof answer>)(method, path, {
        ...init[0],
        baseUrl,
      });
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new ApiError(0, {
        message: "We couldn't reach the server. Check your connection and try again.",
        errors: {},
      });
    }
    if (answer.response.status === 200) return (answer.data ?? null) as never;
    throw new ApiError(answer.response.status, errorBody(answer.error, answer.response));
  };

/** The typed /v1 client: `api.GET('/betting/bets', { params: { query: { status: 'pending' } } })`. */
export const api = { GET: call('get'), POST: call('post'), PUT: call('put'), DELETE: call('delete') };
