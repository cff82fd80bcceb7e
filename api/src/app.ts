import Fastify, { type FastifyInstance, type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import rateLimit from '@fastify/rate-limit';
import { BARE_ERROR_HEADERS, HSTS, securityHeaders } from './security-headers';
import { badDataError, boundedJsonBodies, hostileInput, inputValidator } from './lib/hostile-input';
import { databaseUnavailable, type Db } from './db/client';
import { HttpError } from './lib/errors';
import { declareCommonStatuses } from './lib/common-statuses';
import { feedTickLag, metricsPlugin } from './lib/metrics';
import { feedLeader } from './db/feed-leader';
import type { SimulatedFeed } from './modules/feed/runner';
import { CHECK_FIELDS } from './lib/validate';
import { systemClock, type Clock } from './lib/clock';
import { modules } from './modules';
import { liveEventComponents } from './modules/push/schemas';
import { DEFAULT_CASH_OUT, type CashOutSettings } from './lib/cash-out-settings';
import { DEFAULT_PAYOUT_CEILING_CENTS } from '@wagering/contract/constants';
import type { Cents } from '@wagering/contract/money';

export interface AppDeps {
  db: Db;
  clock?: Clock;
  /** Signs and checks access tokens. */
  jwtSecret: string;
  /** The demo's /v1/dev/* sandbox routes (outbox, KYC approval, PayID credit). Off unless asked for. */
  sandbox?: boolean;
  /** Production: HSTS, Secure cookies. */
  production?: boolean;
  /** The site's public origin; links in mail are built from it (never from the Host header). */
  publicUrl?: string;
  /**
   * The demo without PUBLIC_URL: 3-D Secure's pages follow the local address the site was opened at (lib/site-url.ts).
   * Never in production, which must set PUBLIC_URL.
   */
  publicUrlFollowsHost?: boolean;
  /** How long a newly added bank account waits before withdrawals to it (default 24 hours; docs/SPEC-CHOICES.md). */
  bankCoolingOffMs?: number;
  /** Cash out's house margin and its suspension before a race's jump (default: DEFAULT_CASH_OUT). */
  cashOut?: CashOutSettings;
  /** The most a punter's pending fixed-price bets on one event may return (default: DEFAULT_PAYOUT_CEILING_CENTS). */
  payoutCeilingCents?: Cents;
  /** The token operators read failure reports and metrics with (lib/operators.ts); none: open in the demo only. */
  opsToken?: string;
  /** The domain of the punters' PayIDs (PAYID_DOMAIN, config.ts). */
  payIdDomain?: string;
  /** Metrics are served on their own port (main.ts), so the site's port has no /metrics. */
  metricsElsewhere?: boolean;
  /** Request budgets per client address (lib/rate-limits.ts); on unless turned off outside production. */
  rateLimits?: boolean;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe for the client address. */
  trustProxy?: boolean | string;
  logger?: boolean | object;
  /** The feed this process ticks, if any: the sandbox's /v1/dev/feed calls tick it after moving a manual clock. */
  feed?: SimulatedFeed;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when a shutdown starts: readiness answers 503 and every answer says `Connection: close` (main.ts). */
    draining: boolean;
    deps: Required<Omit<AppDeps, 'logger' | 'trustProxy' | 'feed' | 'opsToken' | 'metricsElsewhere'>> & {
      feed?: SimulatedFeed;
      opsToken?: string;
    };
  }
}

/** A newly added bank account's wait before withdrawals to it: a stolen session cannot empty the wallet at once. */
export const BANK_COOLING_OFF_MS = 24 * 3_600_000;

/** Before a scrape: the feed leader's lag, as any replica sees it in the database. */
export async function scrapeFeedLag(db: Db): Promise<void> {
  const leader = await feedLeader(db);
  if (leader) feedTickLag.set(leader.lag_seconds);
}

export const BAD_URL = 'The address of this request is not valid.';

/** A request the database could not serve (a restart, a failover): the punter may try again in a moment. */
const SERVICE_UNAVAILABLE = "We can't reach our systems right now. Please try again in a moment.";

/** A request as logged: the path without its query string (which may hold a one-use ticket or a search). */
const loggedRequest = (req: { method: string; url: string; ip?: string; id?: string }) => ({
  method: req.method,
  url: req.url.split('?')[0],
  remoteAddress: req.ip,
});

/** The production logger: secrets redacted, query strings dropped. */
export const appLogger = (level: string) => ({
  level,
  redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.card_number', '*.cvv', '*.ccv'],
  serializers: { req: loggedRequest },
});

/** Builds the /v1 API. Modules register their routes under the /v1 prefix; every route has JSON schemas. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = createServer(deps);
  app.setValidatorCompiler(inputValidator);
  app.addHook('onRoute', declareCommonStatuses);
  boundedJsonBodies(app);
  app.decorate('deps', appDeps(deps));
  app.setErrorHandler(sendError);
  app.addHook('onRequest', async (req, reply) => void reply.header('x-request-id', req.id));
  app.decorate('draining', false);
  // While draining, clients are told to open a new connection (to another replica) rather than reuse this one.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (app.draining) reply.header('connection', 'close');
    return payload;
  });
  await app.register(metricsPlugin, {
    serve: !deps.metricsElsewhere,
    beforeScrape: () => scrapeFeedLag(deps.db),
  });
  await app.register(securityHeaders, { production: deps.production ?? false });
  await app.register(rateLimit, { global: false });
  app.addHook('preValidation', hostileInput);
  if (!deps.sandbox) closeSandbox(app);
  // The site's pages are the web tier's (web/): this process answers /v1 only, and never loads React.
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No route ${request.method} ${request.url}`, errors: {} }),
  );

  await registerOpenApi(app);
  await registerV1(app);
  return app;
}

/** The Fastify server: its logger, body limit, request ids, trusted proxies, and the answer to an undecodable URL. */
function createServer(deps: AppDeps): FastifyInstance {
  return Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 1024 * 1024,
    // The gateway's X-Request-Id when it sends a sane one (one id from nginx to every replica's log lines), else new.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    trustProxy: deps.trustProxy ?? false,
    // A URL that cannot be decoded is answered before any hook: the common error shape and headers, set here.
    frameworkErrors: (err, _request, reply) =>
      (reply as FastifyReply)
        .status(400)
        .headers({ ...BARE_ERROR_HEADERS, ...(deps.production ? { 'strict-transport-security': HSTS } : {}) })
        .send({ message: err.code === 'FST_ERR_BAD_URL' ? BAD_URL : err.message, errors: {} }),
  });
}

/** What every route reads from app.deps: the given dependencies, with their defaults. */
function appDeps(deps: AppDeps): FastifyInstance['deps'] {
  return {
    db: deps.db,
    clock: deps.clock ?? systemClock,
    jwtSecret: deps.jwtSecret,
    sandbox: deps.sandbox ?? false,
    production: deps.production ?? false,
    publicUrl: deps.publicUrl ?? 'http://localhost:8080',
    publicUrlFollowsHost: !deps.production && (deps.publicUrlFollowsHost ?? false),
    rateLimits: deps.rateLimits ?? true,
    feed: deps.feed,
    opsToken: deps.opsToken,
    bankCoolingOffMs: deps.bankCoolingOffMs ?? BANK_COOLING_OFF_MS,
    cashOut: deps.cashOut ?? DEFAULT_CASH_OUT,
    payoutCeilingCents: deps.payoutCeilingCents ?? DEFAULT_PAYOUT_CEILING_CENTS,
    payIdDomain: deps.payIdDomain ?? 'payid.example.com',
  };
}

/** Every error's answer: the common shape (message, field errors), the status it calls for, 503 for a database away. */
function sendError(err: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof HttpError) {
    if (typeof err.extra.retry_after_seconds === 'number')
      reply.header('Retry-After', String(err.extra.retry_after_seconds));
    return reply.status(err.statusCode).send({ message: err.message, errors: err.errors, ...err.extra });
  }
  if (err.validation) {
    const errors: Record<string, string> = {};
    for (const v of err.validation) {
      const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const field =
        (v.params as { missingProperty?: string }).missingProperty ?? (path || err.validationContext || 'body');
      errors[field] ??= v.message ?? 'is invalid';
    }
    return reply.status(400).send({ message: CHECK_FIELDS, errors });
  }
  const dataError = badDataError(err);
  if (dataError) return reply.status(400).send(dataError);
  if (databaseUnavailable(err)) {
    request.log.warn({ err }, 'database unavailable');
    return reply.status(503).header('Retry-After', '5').send({ message: SERVICE_UNAVAILABLE, errors: {} });
  }
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status === 500) request.log.error({ err }, 'unhandled error');
  return reply.status(status).send({
    message: status === 500 ? 'Something went wrong on our side. Please try again.' : err.message,
    errors: {},
  });
}

/** The sandbox prefix is closed as a whole, so every module's /v1/dev/* route is covered, not only dev/routes/. */
function closeSandbox(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // The matched route, not only the URL as sent (which may be percent-encoded).
    if ([request.url, request.routeOptions.url ?? ''].some((u) => u.startsWith('/v1/dev/')))
      return reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}`, errors: {} });
  });
}

/** The modules' routes under /v1, and the OpenAPI document at /v1/openapi.json. */
async function registerV1(app: FastifyInstance): Promise<void> {
  await app.register(
    async (v1) => {
      // JSON answers above 1 KB go out brotli- or gzip-compressed (a day's meetings: 1.5 MB of JSON otherwise). The
      // live stream is written raw (hijacked) and never passes through here.
      await v1.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
      for (const mod of modules) await v1.register(mod);
      v1.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/v1' },
  );
}

/** The OpenAPI document every route's schema feeds (served at /v1/openapi.json; the client's types come from it). */
async function registerOpenApi(app: FastifyInstance) {
  // The live stream's event data (GET /v1/live), shared so its route can refer to each by name: the document carries
  // them as components under the same names, and the client's types are generated from them.
  for (const schema of liveEventComponents) app.addSchema(schema);
  await app.register(swagger, {
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Wagering API',
        version: '1.0.0',
        description: 'The /v1 API of the wagering site. See docs/API.md.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      tags: [
        {
          name: 'dev',
          description:
            'Sandbox only: stand-ins for outside parties (KYC approval, a bank paying a PayID, the outbox); never in production',
        },
      ],
    },
  });
}
