/** A page remote's server render budget unless SERVER_RENDER_BUDGET_MS says otherwise (issue 23). */
const SERVER_RENDER_BUDGET_MS = 100;
/** Pages rendered for one address a minute (cache misses) unless PAGE_MISSES_PER_MINUTE says otherwise. */
const PAGE_MISSES_PER_MINUTE = 120;

export interface WebConfig {
  port: number;
  host: string;
  /** API_URL: the API's own address (http://127.0.0.1:8081 under `npm start`). */
  apiUrl: string;
  /** STATIC_ROOT: the built site. */
  staticRoot: string;
  /** SERVER_RENDER_BUDGET_MS: how long a remote's page may render before the browser renders it instead. */
  renderBudgetMs: number;
  /** RENDER_WORKERS: render processes (one per core unless told). */
  renderWorkers?: number;
  /** PAGE_MISSES_PER_MINUTE per address; RATE_LIMITS=off (test runs only) turns it off. */
  pageMissesPerMinute: number;
  production: boolean;
  trustProxy: boolean | string;
  logLevel: string;
}

/** A whole number from the environment within its bounds, else the default; a bad value stops the process, named. */
function integer(env: NodeJS.ProcessEnv, name: string, fallback: number | undefined, min: number, max: number) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`Bad configuration: ${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return value;
}

/** The web tier's settings from its environment (docs/OPERATIONS.md lists them). */
export function webConfig(env: NodeJS.ProcessEnv): WebConfig {
  const production = env.NODE_ENV === 'production';
  if (!env.API_URL || !env.STATIC_ROOT) throw new Error('Bad configuration: API_URL and STATIC_ROOT are required');
  if (production && env.RATE_LIMITS === 'off') throw new Error('Bad configuration: RATE_LIMITS=off is for test runs');
  const trust = env.TRUST_PROXY ?? 'false';
  return {
    port: integer(env, 'PORT', 8080, 0, 65535)!,
    host: env.HOST ?? '0.0.0.0',
    apiUrl: env.API_URL.replace(/\/+$/, ''),
    staticRoot: env.STATIC_ROOT,
    renderBudgetMs: integer(env, 'SERVER_RENDER_BUDGET_MS', SERVER_RENDER_BUDGET_MS, 1, 60_000)!,
    renderWorkers: integer(env, 'RENDER_WORKERS', undefined, 1, 64),
    pageMissesPerMinute:
      env.RATE_LIMITS === 'off' ? 0 : integer(env, 'PAGE_MISSES_PER_MINUTE', PAGE_MISSES_PER_MINUTE, 1, 100_000)!,
    production,
    trustProxy: trust === 'true' ? true : trust === 'false' ? false : trust,
    logLevel: env.LOG_LEVEL ?? 'warn',
  };
}
