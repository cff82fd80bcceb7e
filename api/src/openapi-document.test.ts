import { readFile } from 'node:fs/promises';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { OPENAPI_JSON_PATH, openApiFiles, SCHEMA_TYPES_PATH } from './openapi-document';

describe('the OpenAPI document and the types generated from it', () => {
  const files = openApiFiles();

  it('is a valid OpenAPI 3.0 document', async () => {
    const { document } = await files;
    // validate() dereferences in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  }, 120_000);

  it('api/openapi.json and contract/src/api/schema.d.ts are fresh: run `npm run openapi -w @wagering/api` after changing a route schema', async () => {
    const { json, types } = await files;
    expect(await readFile(OPENAPI_JSON_PATH, 'utf8')).toBe(json);
    expect(await readFile(SCHEMA_TYPES_PATH, 'utf8')).toBe(types);
  }, 120_000);

  it('keeps the sandbox routes apart: /v1/dev/* carry only the dev tag, which says they are never served in production', async () => {
    const { document } = await files;
    const paths = document.paths as Record<string, Record<string, { tags?: string[] }>>;
    for (const [path, operations] of Object.entries(paths)) {
      for (const operation of Object.values(operations)) {
        expect(operation.tags?.includes('dev'), path).toBe(path.startsWith('/v1/dev/'));
      }
    }
    expect(
      (document.tags as { name: string; description: string }[]).find((t) => t.name === 'dev')?.description,
    ).toMatch(/never in production/);
  }, 120_000);

  it("types every *_cents field as the contract's Cents, and no other field (issue 38 item 2)", async () => {
    const { json, types } = await files;
    const centsFields = new Set(json.match(/"[a-z0-9_]*_cents"(?=: \{)/g)?.map((k) => k.slice(1, -1)));
    expect(centsFields.size).toBeGreaterThan(10);
    expect(types).toMatch(/^import type \{ Cents \} from '\.\.\/money';$/m);
    for (const field of centsFields) expect(types, field).not.toMatch(new RegExp(`\\b${field}\\??: number`));
    for (const [, field] of types.matchAll(/(\w+)\??: Cents/g)) expect(field).toMatch(/_cents$/);
  }, 120_000);
});
