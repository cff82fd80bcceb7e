// release-log.jsonl, a hash chain: each line carries `prev`, the hash of the line before it (GENESIS for the first),
// and `hash`, the SHA-256 of the line without its own hash. A line edited, inserted, removed or moved breaks the
// chain at the first line it touches; a chain rewritten whole still differs from the copy kept in git.
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** What the first line follows. */
export const GENESIS = '0'.repeat(64);

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

const linesOf = (logFile) => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').filter(Boolean) : []);

/**
 * The first line that does not belong to the chain, in words ("line 3: …"), or null when every line does. A line is
 * bad when it is not JSON, its hash is not the hash of what it says, or its `prev` is not the previous line's hash.
 */
export function firstBadLine(logFile) {
  let prev = GENESIS;
  for (const [i, text] of linesOf(logFile).entries()) {
    let line;
    try {
      line = JSON.parse(text);
    } catch {
      return `line ${i + 1}: not a JSON line`;
    }
    const { hash, ...body } = line ?? {};
    if (hash !== sha256(JSON.stringify(body))) return `line ${i + 1}: changed after it was written (its hash differs)`;
    if (body.prev !== prev)
      return i === 0
        ? 'line 1: is not the first line written (lines before it were removed)'
        : `line ${i + 1}: does not follow line ${i} (a line before it was changed, inserted or removed)`;
    prev = hash;
  }
  return null;
}

/** Throws, naming the first bad line, unless the whole log is the chain it was written as. */
export function assertLogIntact(logFile) {
  const bad = firstBadLine(logFile);
  if (bad) throw new Error(`${logFile} has been tampered with: ${bad}; nothing was changed`);
}

/** The log's entries, after checking the chain (a rollback never reads a forged line). */
export function readLog(logFile) {
  assertLogIntact(logFile);
  return linesOf(logFile).map((text) => JSON.parse(text));
}

/** Appends `entry` chained to the last line (call under the release lock); returns the line as written. */
export function appendEntry(logFile, entry) {
  const prev = readLog(logFile).at(-1)?.hash ?? GENESIS;
  const body = { ...entry, prev };
  const line = { ...body, hash: sha256(JSON.stringify(body)) };
  appendFileSync(logFile, `${JSON.stringify(line)}\n`);
  return line;
}
