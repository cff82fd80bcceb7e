import { createHash } from 'node:crypto';

/** What the database keeps of a secret token (sessions, password resets, reward codes): never the token itself. */
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
