// Types of canary.mjs for the web tier's TypeScript (its watcher and tests call it).
export const COUNTS_DIR: string;
export function watcherRollBack(deployRoot: string, logFile?: string): (remote: string, reason: string) => void;
export function startCanary(remote: string, release: object, percent: number, paths: object): object;
export function endCanary(
  remote: string,
  action: 'promote' | 'canary-rollback',
  reason: string | undefined,
  paths: object,
): object;
