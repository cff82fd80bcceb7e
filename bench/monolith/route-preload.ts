// Bench only: stands in for shell/src/app/remotes/route-preload.ts in the monolith build, whose "remotes" are chunks
// of the same build: no remotes.json request ahead, no remote files to fetch.
export const modulesForPath = (): string[] => [];
export function startRouteRemotes(): void {}
export const takeEarlyRequest = (): undefined => undefined;
