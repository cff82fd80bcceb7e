// Keeps docs/SPEC-COVERAGE.md honest: every requirement line of the SPEC has a row, every file a row names exists,
// the counts add up, every message the SPEC quotes is in the code, and every /v1 call of SPEC section 7 is in the
// OpenAPI document with a caller in the site (or a row saying why not). It reads files, never line numbers of code,
// so other branches can move code freely as long as the files the table names stay.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const specLines = read('docs/SPEC.md').split('\n');
const coverage = read('docs/SPEC-COVERAGE.md');
const STATUSES = ['exact', 'different', 'missing', 'untested', 'choice', 'info'];

/** Rows of the coverage table: `| [line](SPEC.md#Lline) | requirement | code | test | status | note |`. */
const rows = coverage
  .split('\n')
  .filter((line) => /^\| \[\d+\]\(SPEC\.md#L\d+\) \|/.test(line))
  .map((line) => {
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    const files = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    return {
      line: Number(/\[(\d+)\]/.exec(cells[0])[1]),
      requirement: cells[1],
      code: files(cells[2]),
      test: files(cells[3]),
      status: cells[4],
      note: cells[5],
    };
  });
const rowsOf = (line) => rows.filter((row) => row.line === line);

/** A requirement line: any bullet, table body row or paragraph line of sections 1 to 9 (not headings, not intros). */
function isRequirementLine(index) {
  const text = specLines[index].trim();
  const firstSection = specLines.findIndex((line) => line.startsWith('## 1.'));
  if (index <= firstSection || !text || text.startsWith('#') || /^\*\*[^*]+\*\*$/.test(text)) return false;
  if (!text.startsWith('|')) return true;
  const isSeparator = (line) => /^\|(\s*-+\s*\|)+$/.test(line.trim());
  return !isSeparator(text) && !isSeparator(specLines[index + 1] ?? '');
}
const requirementLines = specLines
  .map((_, i) => i)
  .filter(isRequirementLine)
  .map((i) => i + 1);

/** Site source (not tests, not the generated API types), where texts and callers must be. */
function sourceFiles(dir, found = []) {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(rel, found);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$|schema\.d\.ts$/.test(entry.name)) found.push(rel);
  }
  return found;
}
const frontEndDirs = [
  'shell/src',
  'contract/src',
  'shared/src',
  'mfe-racing/src',
  'mfe-sports/src',
  'mfe-betslip/src',
  'mfe-account/src',
  'mfe-banking/src',
];
const frontEnd = frontEndDirs.flatMap((dir) => sourceFiles(dir)).map((file) => read(file));
const allCode = [
  ...frontEnd,
  ...['brands/src', 'api/src'].flatMap((dir) => sourceFiles(dir)).map((file) => read(file)),
].join('\n');

describe('docs/SPEC-COVERAGE.md', () => {
  it('is read against the SPEC itself (docs/SPEC.md is ../shared/SPEC.md where that exists)', () => {
    const shared = path.join(root, '..', 'shared', 'SPEC.md');
    if (existsSync(shared)) expect(read('docs/SPEC.md')).toBe(readFileSync(shared, 'utf8'));
    expect(requirementLines.length).toBeGreaterThan(300);
  });

  it('has a row for every requirement line of the SPEC, and rows only for requirement lines', () => {
    expect(requirementLines.filter((line) => rowsOf(line).length === 0)).toEqual([]);
    expect(rows.filter((row) => !requirementLines.includes(row.line)).map((row) => row.line)).toEqual([]);
  });

  it('gives each row a known status; an exact row names its code and its test; a different or choice row its reason', () => {
    const bad = rows.filter(
      (row) =>
        !STATUSES.includes(row.status) ||
        (row.status === 'exact' && (row.code.length === 0 || row.test.length === 0)) ||
        (['different', 'choice'].includes(row.status) && !row.note),
    );
    expect(bad.map((row) => `${row.line} ${row.requirement}`)).toEqual([]);
  });

  it('names only files that exist', () => {
    const missing = rows.flatMap((row) =>
      [...row.code, ...row.test].filter((file) => !existsSync(path.join(root, file))),
    );
    expect(missing).toEqual([]);
  });

  it('states the counts of its rows', () => {
    const count = (status) => rows.filter((row) => row.status === status).length;
    expect(coverage).toContain(`Counts: ${STATUSES.map((status) => `${status} ${count(status)}`).join(' · ')}.`);
  });
});

describe('SPEC texts and calls are in the code', () => {
  it('every message the SPEC quotes appears in the site source (placeholders such as {app name} aside)', () => {
    const quoted = requirementLines.flatMap((line) => [...specLines[line - 1].matchAll(/"([^"]+)"/g)].map((m) => m[1]));
    // A number in a message may come from its constant: `CVV must be ${CVV_LENGTH} characters long`.
    const inCode = (part) =>
      new RegExp(part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\d+/g, (n) => `(?:${n}|\\$\\{[\\w.]+\\})`)).test(
        allCode,
      );
    const absent = quoted.filter((text) =>
      text
        .split(/\{[^}]+\}/)
        .map((part) => part.trim())
        .filter(Boolean)
        .some((part) => !inCode(part)),
    );
    expect(absent).toEqual([]);
  });

  const section7 = requirementLines.filter((line) => {
    const start = specLines.findIndex((l) => l.startsWith('## 7.'));
    const end = specLines.findIndex((l) => l.startsWith('## 8.'));
    return line > start && line <= end;
  });
  const roots =
    'betting|racing|auth|user-registration|clients|transactions|benefits|sports|responsible-gambling|banking';
  /** Each /v1 path the SPEC names in section 7, with its line; "/proceed" after a full path shares its parent. */
  const calls = section7.flatMap((line) => {
    let parent = '';
    return [...specLines[line - 1].matchAll(/(?<![\w}])\/[\w{}-]+(?:\/[\w{}-]+)*/g)].flatMap(([found]) => {
      if (new RegExp(`^/(${roots})/`).test(found)) {
        parent = found.slice(0, found.lastIndexOf('/'));
        return [{ line, path: found }];
      }
      return parent && !found.slice(1).includes('/') ? [{ line, path: parent + found }] : [];
    });
  });
  const segments = (p) => p.split('/').filter(Boolean);
  const sameCall = (specPath, apiPath) => {
    const a = segments(specPath);
    const b = segments(apiPath);
    return (
      a.length === b.length &&
      a.every(
        (seg, i) =>
          seg === b[i] ||
          /^\{[^}]+\}$/.test(seg) ||
          /^\{[^}]+\}$/.test(b[i]) ||
          seg.replace(/\{[^}]+\}/, 'sandbox') === b[i],
      )
    );
  };

  it('finds the SPEC section 7 calls', () => {
    expect(calls.length).toBeGreaterThan(40);
  });

  it('every /v1 call of SPEC section 7 is in api/openapi.json', () => {
    const apiPaths = Object.keys(JSON.parse(read('api/openapi.json')).paths).map((p) => p.replace(/^\/v1/, ''));
    expect(calls.filter((call) => !apiPaths.some((p) => sameCall(call.path, p))).map((call) => call.path)).toEqual([]);
  });

  it('every /v1 call of SPEC section 7 has a caller in the site, or a row of its line says why not', () => {
    // A caller names the path in a template or literal, parameters as ${…} or as the OpenAPI path's {name} (the typed
    // client); the card provider's calls are built by threeDsPath(call), so for those the call's last segment is what
    // the caller passes.
    const hasCaller = ({ path: p }) => {
      const pattern = segments(p)
        .map((seg) =>
          /^\d+$/.test(seg)
            ? `(?:${seg}|\\$\\{[^}]+\\})`
            : seg.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '(?:\\$\\{[^}]+\\}|[\\w-]+)'),
        )
        .join('/');
      const direct = new RegExp(`['\`]/${pattern}(?:[?'\`]|\\$\\{)`);
      const typed = new RegExp(
        `\\.(?:GET|POST|PUT|DELETE)\\(['\`]/${segments(p)
          .map((seg) => (/^\d+$/.test(seg) || /\{/.test(seg) ? '\\{\\w+\\}' : seg.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
          .join('/')}['\`]`,
      );
      const provider =
        p.includes('{provider}') &&
        new RegExp(
          `threeDsPath\\(['\`]${segments(p)
            .slice(2)
            .join('/')
            .replace(/\{[^}]+\}/g, '[^)]+')}`,
        );
      return frontEnd.some((text) => direct.test(text) || typed.test(text) || (provider && provider.test(text)));
    };
    const explained = (call) =>
      rowsOf(call.line).some(
        (row) => /no caller/.test(row.note) && (rowsOf(call.line).length === 1 || row.requirement.includes(call.path)),
      );
    expect(
      calls.filter((call) => !hasCaller(call) && !explained(call)).map((call) => `${call.line} ${call.path}`),
    ).toEqual([]);
    // and a row that says "no caller" is stale once the site calls it
    expect(
      calls.filter((call) => hasCaller(call) && explained(call)).map((call) => `${call.line} ${call.path}`),
    ).toEqual([]);
  });
});
