import type { paths } from './schema';

/** Types of the /v1 calls, read from the API's generated OpenAPI types (schema.d.ts, `npm run openapi -w @wagering/api`). */

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** An API path as the client takes it (without the /v1 base), spelled as in the OpenAPI document: /racing/event-race/{id}. */
export type ApiPath = keyof paths extends infer K ? (K extends `/v1${infer P}` ? P : never) : never;

type Operation<P extends ApiPath, M extends HttpMethod> = paths[`/v1${P}` & keyof paths][M];

/** The 200 body of a call, e.g. `ApiResponse<'/benefits/bonus-bets'>` (what `api.GET('/benefits/bonus-bets')` resolves to). */
export type ApiResponse<P extends ApiPath, M extends HttpMethod = 'get'> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;

/** The JSON body a call takes. */
export type ApiBody<P extends ApiPath, M extends HttpMethod = 'post'> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The query parameters a call takes. */
export type ApiQuery<P extends ApiPath, M extends HttpMethod = 'get'> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
