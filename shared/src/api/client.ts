import { accessToken, wipeOnUnauthorized } from '@wagering/shared/session';

/** The API's error body: a message for the punter and per-field messages (SPEC 8). */
export interface ApiErrorBody {
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

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** A bearer token to use instead of the accessToken cookie (e.g. the profile call right after login). */
  token?: string;
  /** Extra request headers (e.g. the rewards service's X-CRM-Token). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

let baseUrl = '/v1';

/** Points the client at another API origin (a brand's apiUrl); the default is the page's own origin, /v1. */
export function configureApi(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl.replace(/\/+$/, '');
}

/** The URL of an API path, with the query's empty values left out and arrays repeated (a=1&a=2). */
export function apiUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  const search = params.toString();
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorBody(data: unknown, response: Response): ApiErrorBody {
  const body = data && typeof data === 'object' ? (data as Partial<ApiErrorBody>) : {};
  return {
    ...body,
    message:
      typeof body.message === 'string' && body.message
        ? body.message
        : response.statusText || 'Something went wrong. Please try again.',
    errors: body.errors && typeof body.errors === 'object' ? body.errors : {},
  };
}

/**
 * Calls the API and returns the response data only when the status is 200; any other status throws an ApiError
 * carrying the body (message, errors) plus the status. On 401 the session is wiped first (all local storage and
 * cookies), then the error is passed on.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token ?? accessToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(0, {
      message: "We couldn't reach the server. Check your connection and try again.",
      errors: {},
    });
  }
  const data = await readJson(response);
  if (response.status === 200) return data as T;
  if (response.status === 401) wipeOnUnauthorized();
  throw new ApiError(response.status, errorBody(data, response));
}

/** The /v1 client. Response types are given per call until the generated schema types cover the path. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('PUT', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('DELETE', path, options),
};
