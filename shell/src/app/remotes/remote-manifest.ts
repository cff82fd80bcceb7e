import { registerRemotes } from '@module-federation/enhanced/runtime';

/** remotes.json, served beside the shell: which version of each remote the page loads, and from where. */
export type RemoteManifest = Record<string, { version: string; entry: string }>;

const OVERRIDE_PARAM = 'remote-override';
const OVERRIDE_KEY = 'wagering-remote-overrides';

/**
 * Staging only: `?remote-override=racing@https://host/mf-manifest.json` points one remote elsewhere for this
 * browser session (kept in session storage). Ignored when the build's environment is prod.
 */
export function readOverrides(search: string, env: string, storage: Storage): Record<string, string> {
  if (env === 'prod') return {};
  const stored = JSON.parse(storage.getItem(OVERRIDE_KEY) ?? '{}') as Record<string, string>;
  for (const value of new URLSearchParams(search).getAll(OVERRIDE_PARAM)) {
    const at = value.indexOf('@');
    if (at > 0) stored[value.slice(0, at)] = value.slice(at + 1);
  }
  storage.setItem(OVERRIDE_KEY, JSON.stringify(stored));
  return stored;
}

export function applyOverrides(manifest: RemoteManifest, overrides: Record<string, string>): RemoteManifest {
  const out: RemoteManifest = { ...manifest };
  for (const [name, entry] of Object.entries(overrides)) out[name] = { version: 'override', entry };
  return out;
}

let current: RemoteManifest = {};
let ready: Promise<RemoteManifest> | undefined;

/** Resolves once remotes.json is read and registered; remote areas wait on it, the layout never does. */
export const whenRemotesReady = () => (ready ??= loadRemoteManifest());

/** Fetches remotes.json (never cached) and registers every remote with the federation runtime. */
async function loadRemoteManifest(): Promise<RemoteManifest> {
  let manifest: RemoteManifest = {};
  try {
    const res = await fetch('/remotes.json', { cache: 'no-store' });
    if (res.ok) manifest = (await res.json()) as RemoteManifest;
  } catch {
    // No manifest: every remote area shows its fallback; the shell's own pages still work.
  }
  current = applyOverrides(manifest, readOverrides(location.search, __CURRENT_ENV__, sessionStorage));
  registerRemotes(Object.entries(current).map(([name, r]) => ({ name, entry: r.entry })));
  return current;
}

/** Registers one remote again, dropping the runtime's cached (failed) entry so a retry really refetches it. */
export function reRegisterRemote(name: string): void {
  const remote = current[name];
  if (remote) registerRemotes([{ name, entry: remote.entry }], { force: true });
}

export const remoteVersions = () => current;
