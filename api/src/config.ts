import { fileURLToPath } from 'node:url';

/** Process configuration, read once from the environment. */
export const config = {
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? '0.0.0.0',
  databaseUrl: process.env.DATABASE_URL || undefined,
  /** PGlite data folder used when DATABASE_URL is unset. */
  dataDir: process.env.DATA_DIR ?? fileURLToPath(new URL('../.data/pglite', import.meta.url)),
  redisUrl: process.env.REDIS_URL || undefined,
  jwtSecret: process.env.JWT_SECRET ?? 'dev-only-secret-change-me',
  /** Folder of the built shell and remotes to serve on the same origin (set by `npm start`). */
  staticRoot: process.env.STATIC_ROOT || undefined,
  logLevel: process.env.LOG_LEVEL ?? 'info',
};
