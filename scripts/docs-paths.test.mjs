// Keeps the docs true about where things are (issue 26 item 6): every repository file a doc names in backticks exists.
// Patterns and placeholders (`*`, `<x>`, `{x}`, `NNN`) are left out; they name a kind of file, not one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const FILE = /^(api|shared|shell|mfe-[a-z]+|brands|e2e|bench|scripts|docs|\.ci)\/[\w./[\]-]+\.[a-z]{2,5}$/;
const PLACEHOLDER = /[*<{]|NNN/;

describe('the docs name files that exist', () => {
  it.each(docs)('%s', (doc) => {
    const named = [...readFileSync(path.join(root, doc), 'utf8').matchAll(/`([^`\s]+)`/g)].map((m) => m[1]);
    const missing = named.filter((p) => FILE.test(p) && !PLACEHOLDER.test(p) && !existsSync(path.join(root, p)));
    expect(missing).toEqual([]);
  });
});
