// Types of release-log.mjs for the web tier's tests.
export function readLog(logFile: string): Record<string, unknown>[];
export function firstBadLine(logFile: string): string | null;
