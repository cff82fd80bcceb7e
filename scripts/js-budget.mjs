// The per-route budget of JavaScript loaded before a page is interactive (issue 35 item 3), gzipped. The figures come
// from e2e/tests/js-budget.spec.ts (each main route opened on a phone, every script it loads before the browser's
// first idle moment); the ceilings and the chunks each route loaded when they were recorded are in js-budget.json.
// A route over its ceiling fails, naming the chunks that grew or are new since then.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const budgetFile = path.join(import.meta.dirname, 'js-budget.json');

/** A script's stable name: its owner and file without the content hash (`racing/__federation_expose_app.js`). */
export function chunkName(pathname) {
  const remote = /^\/remotes\/(?:mfe-)?([^/]+)\/[^/]+\/(.+)$/.exec(pathname);
  const [owner, file] = remote ? [remote[1], remote[2]] : ['shell', pathname.replace(/^\//, '')];
  return `${owner}/${file.replace(/\.[0-9a-f]{8}\.js$/, '.js')}`;
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const total = (chunks) => Object.values(chunks).reduce((n, b) => n + b, 0);

export const readBudget = (file = budgetFile) => JSON.parse(readFileSync(file, 'utf8'));

/** The route's target (issue 35: Home 170 KB, every other main route 200 KB). */
const targetOf = (budget, route) => budget.targetKb[route] ?? budget.targetKb['*'];

/**
 * A route loading more scripts than its ceiling, naming the new ones: each script costs the phone's main thread its
 * fetch and insertion whatever its size (BENCHMARKS, "Seventh session"), so the count is held as the bytes are.
 */
function tooManyScripts(route, chunks, recorded) {
  const names = Object.keys(chunks);
  if (recorded?.ceilingScripts === undefined || names.length <= recorded.ceilingScripts) return [];
  const added = names.filter((name) => !(name in recorded.chunks));
  return [
    `${route}: ${names.length} scripts before interactive, over its ceiling of ${recorded.ceilingScripts}; new: ${added.join(', ') || 'none'}`,
  ];
}

/**
 * Every route over its ceiling, each with the route, its figure, its ceiling and target, and the chunks that grew or
 * are new (largest first); and every route over its ceiling of scripts. `measured`: route → chunk name → gzipped bytes.
 */
export function overBudget(budget, measured) {
  const failures = [];
  for (const [route, chunks] of Object.entries(measured)) {
    const recorded = budget.routes[route];
    failures.push(...tooManyScripts(route, chunks, recorded));
    const ceiling = recorded?.ceilingKb ?? targetOf(budget, route);
    const figure = kb(total(chunks));
    if (figure <= ceiling) continue;
    const grew = Object.entries(chunks)
      .map(([name, bytes]) => ({ name, by: bytes - (recorded?.chunks[name] ?? 0), was: recorded?.chunks[name] }))
      .filter((c) => c.by > 0)
      .sort((a, b) => b.by - a.by)
      .map((c) => (c.was === undefined ? `${c.name} (new, ${kb(c.by)} KB)` : `${c.name} (+${kb(c.by)} KB)`));
    failures.push(
      `${route}: ${figure} KB gz before interactive, over its ceiling of ${ceiling} KB (target ${targetOf(budget, route)} KB); grew: ${grew.join(', ') || 'none'}`,
    );
  }
  return failures;
}

/**
 * The budget with today's figures recorded: each ceiling the route's figure rounded up to the next whole KB, and its
 * number of scripts, never above the ceiling it had (a ceiling only tightens).
 */
export function recordBudget(budget, measured) {
  const routes = {};
  for (const [route, chunks] of Object.entries(measured)) {
    const had = budget.routes[route];
    const ceilingKb = Math.min(Math.ceil(kb(total(chunks))), had?.ceilingKb ?? Infinity);
    const ceilingScripts = Math.min(Object.keys(chunks).length, had?.ceilingScripts ?? Infinity);
    routes[route] = { ceilingKb, ceilingScripts, totalKb: kb(total(chunks)), chunks };
  }
  return { ...budget, routes };
}

export const writeBudget = (budget, file = budgetFile) => writeFileSync(file, `${JSON.stringify(budget, null, 2)}\n`);
