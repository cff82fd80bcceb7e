// Writes api/openapi.json from the routes' JSON schemas and the frontend's types generated from it
// (contract/src/api/schema.d.ts). src/openapi-document.test.ts fails while either is stale.
import { writeFile } from 'node:fs/promises';
import { OPENAPI_JSON_PATH, openApiFiles, SCHEMA_TYPES_PATH } from '../src/openapi-document';

const { document, json, types } = await openApiFiles();
await writeFile(OPENAPI_JSON_PATH, json);
await writeFile(SCHEMA_TYPES_PATH, types);
console.log(`wrote ${OPENAPI_JSON_PATH} (${Object.keys(document.paths ?? {}).length} paths) and ${SCHEMA_TYPES_PATH}`);
