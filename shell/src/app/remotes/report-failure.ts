export type RemoteFailurePhase = 'load' | 'render' | 'timeout';

const reported = new Set<string>();

/**
 * Tells operators which remote (name and version) failed and how: stored by the API (POST /v1/remote-failures).
 * The caller names the version (remoteVersion in runtime-config.ts, which itself reports a broken remotes.json).
 * Once per remote, phase and page load, and never in the way of the page: a report that cannot be sent is dropped.
 */
export function reportRemoteFailure(remote: string, phase: RemoteFailurePhase, error: unknown, version: string): void {
  const key = `${remote}:${phase}`;
  if (reported.has(key)) return;
  reported.add(key);
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  console.warn(`[remotes] ${remote} failed (${phase}):`, error);
  const body = JSON.stringify({
    remote,
    version,
    phase,
    message,
    path: location.pathname.slice(0, 200),
  });
  void fetch('/v1/remote-failures', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}
