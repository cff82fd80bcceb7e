// The API's types, generated from its OpenAPI document (schema.d.ts, `npm run openapi -w @wagering/api`).
export type { components, paths } from './schema';
export type { ApiPath, ApiResponse, ApiBody, ApiQuery, HttpMethod } from './schema-types';
