// remotes.json's shape, fetching and reading, free of shared singletons: main.js uses it before the async boundary
// (route-preload.ts), the runtime configuration store after it (runtime-config.ts).
type SiteEnvironment = 'prod' | 'staging' | 'dev';

/** One published release of a remote: its immutable folder's manifest and the top-level paths its `./app` serves. */
interface RemoteRelease {
  version: string;
  entry: string;
  routes?: string[];
  /** The API calls (paths below /v1) each page makes first, by route pattern (`:name` is a path segment). */
  firstCalls?: Record<string, string[]>;
}

/**
 * remotes.json, served beside the shell and never cached: the runtime configuration of this deployment. One shell
 * build serves every environment; which one it is, and which origins staging may load overrides from, live here.
 */
export interface RuntimeConfig {
  environment: SiteEnvironment;
  overrideOrigins: string[];
  remotes: Record<string, RemoteRelease>;
  /** Releases on trial per remote (issue 39), in the deploy's file only: a page is served its cohort's releases. */
  canary?: Record<string, { release: RemoteRelease; percent: number; since: string }>;
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const v = value as Partial<RuntimeConfig> | null;
  if (!v || typeof v !== 'object' || !v.remotes || typeof v.remotes !== 'object')
    throw new Error('remotes.json has no remotes');
  const environment: SiteEnvironment = v.environment === 'staging' || v.environment === 'dev' ? v.environment : 'prod';
  return {
    environment,
    overrideOrigins: Array.isArray(v.overrideOrigins) ? v.overrideOrigins : [],
    remotes: v.remotes,
    ...(v.canary && typeof v.canary === 'object' && { canary: v.canary }),
  };
}

/** The last-known-good copy the deploy embedded in index.html (used when remotes.json cannot be fetched). */
export function embeddedConfig(doc?: Document): RuntimeConfig | undefined {
  try {
    // No document on the server: no embedded copy (the server sets the configuration itself).
    return parseRuntimeConfig(JSON.parse((doc ?? document).getElementById('runtime-config')?.textContent ?? ''));
  } catch {
    return undefined;
  }
}

/**
 * The page remotes the server rendered into this page (its page state, shell/src/app/server/page-html.ts): the
 * browser keeps the release each was rendered from, whatever remotes.json says by the time it is read.
 */
export function serverRenderedRemotes(doc?: Document): string[] {
  try {
    const state = JSON.parse((doc ?? document).getElementById('ssr-state')?.textContent ?? '') as {
      rendered?: unknown;
    };
    return Array.isArray(state.rendered) ? state.rendered.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

/** remotes.json with the releases the server rendered this page from put back (the page hydrates exactly those). */
export function pinRendered(
  config: RuntimeConfig,
  embedded: RuntimeConfig | undefined,
  rendered: string[],
): RuntimeConfig {
  const pinned = rendered.flatMap((remote) => (embedded?.remotes[remote] ? [[remote, embedded.remotes[remote]]] : []));
  return pinned.length ? { ...config, remotes: { ...config.remotes, ...Object.fromEntries(pinned) } } : config;
}

const MANIFEST_TIMEOUT_MS = 5_000;

/** One request for remotes.json (never cached); rejects on a network error, a timeout, an error status or a bad file. */
export async function requestRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  const res = await fetcher('/remotes.json', { cache: 'no-store', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
  return parseRuntimeConfig(await res.json());
}

/** remotes.json as this page uses it: the deployed file, with the releases the server rendered into the page kept. */
export const requestPageConfig = (fetcher: typeof fetch = fetch): Promise<RuntimeConfig> =>
  requestRuntimeConfig(fetcher).then((config) => pinRendered(config, embeddedConfig(), serverRenderedRemotes()));
