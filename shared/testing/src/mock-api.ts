import type { PathsWithMethod } from 'openapi-typescript-helpers';
import type { ApiBody, ApiPath, ApiPaths, ApiResponse, HttpMethod } from '@wagering/shared/api';

/** What a mocked call sees: the path with its parameters filled in, the query, and the JSON body. */
export interface MockedRequest<Body = unknown> {
  method: string;
  url: URL;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body as sent (typed as the route takes it; what the client really sent is not checked). */
  body: Body;
}

/** An error answer: any status but 200, with the API's error body (`apiAnswer(422, { message, errors })`). */
class ErrorAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
export const apiAnswer = (status: number, body: unknown) => new ErrorAnswer(status, body);

/** A mocked answer: the 200 body of the route, or an error answer. */
type Answer<P extends ApiPath, M extends HttpMethod> = ApiResponse<P, M> | ErrorAnswer;
type Handler<P extends ApiPath, M extends HttpMethod> = (
  request: MockedRequest<ApiBody<P, M>>,
) => Answer<P, M> | Promise<Answer<P, M>>;

/**
 * Handlers keyed by the generated OpenAPI paths and methods: a route the API does not have, or a 200 body of the
 * wrong shape, does not compile. Example: `{ '/betting/bets': { get: () => ({ data: page }) } }`.
 */
export type ApiHandlers = {
  [M in HttpMethod]?: { [P in PathsWithMethod<ApiPaths, M> & ApiPath]?: Handler<P, M> };
};

const pathPattern = (path: string) =>
  new RegExp(`/v1${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/**
 * A fetch for component tests: it answers the typed handlers' routes and fails the test on any other call, so a test
 * stubs the network only through the API contract. Stub it with `vi.stubGlobal('fetch', mockApi({...}))`; its
 * `requests` lists every call answered, in order.
 */
export function mockApi(handlers: ApiHandlers) {
  const routes = Object.entries(handlers).flatMap(([method, byPath]) =>
    Object.entries(byPath ?? {}).map(([path, handler]) => ({
      method: method.toUpperCase(),
      pattern: pathPattern(path),
      handler: handler as (request: MockedRequest<unknown>) => unknown,
    })),
  );
  const requests: MockedRequest[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const route = routes.find((r) => r.method === request.method && r.pattern.test(url.pathname));
    if (!route) throw new Error(`mockApi: no handler for ${request.method} ${url.pathname}`);
    const text = await request.text();
    const mocked = {
      method: request.method,
      url,
      query: url.searchParams,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(mocked);
    const answer = await route.handler(mocked);
    const { status, body } = answer instanceof ErrorAnswer ? answer : { status: 200, body: answer };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return Object.assign(fetch, { requests });
}
