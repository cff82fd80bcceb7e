import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPunter, createTestApp, TEST_PASSWORD, validRegistration } from '../test/helpers';
import { getData, startTestFeed } from '../test/feed-helpers';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
type Punter = Awaited<ReturnType<typeof createPunter>>;
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
};
type Operation = {
  responses?: Record<string, unknown>;
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Every answer seen in this file, to report how many hostile requests were tried and how many got a 5xx. */
const seen = {
  requests: 0,
  serverErrors: [] as string[],
  undeclared: new Map<string, number>(),
  violations: new Map<string, string>(),
  validated: 0,
};

describe('hostile input never gets a 5xx', () => {
  let ctx: Ctx;
  let punter: Punter;
  let raceId: number;
  beforeAll(async () => {
    ctx = await createTestApp({ rateLimits: false });
    await startTestFeed(ctx);
    punter = await createPunter(ctx, { cashCents: 100_000 });
    const races: { event_id: number; field_size: number }[] = await getData(ctx.app, '/v1/racing/next-to-jump/A/20');
    raceId = races.find((r) => r.field_size >= 4)!.event_id;
  }, 240_000);
  afterAll(async () => {
    await ctx.close();
    const undeclared = [...seen.undeclared.values()].reduce((n, k) => n + k, 0);
    console.log(
      `hostile input: ${seen.requests} requests, ${seen.serverErrors.length} answered 5xx, ` +
        `${undeclared} answered a status their operation does not declare (${seen.undeclared.size} kinds)`,
    );
    for (const [kind, n] of seen.undeclared) console.log(`undeclared: ${kind} × ${n}`);
    console.log(
      `hostile input: ${seen.validated} answers checked against their response schema, ` +
        `${seen.violations.size} kinds broke it`,
    );
    for (const [kind, error] of seen.violations) console.log(`schema violation: ${kind}: ${error}`);
    for (const e of seen.serverErrors.slice(0, 30)) console.log(e.slice(0, 600));
  });

  async function send(
    method: string,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = punter.headers,
  ) {
    const res = await ctx.app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    seen.requests++;
    if (res.statusCode >= 500)
      seen.serverErrors.push(`${method} ${url} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body}`);
    return res;
  }

  const NUL = 'a\u0000b';
  const registration = validRegistration({
    first_name: 'Nul',
    last_name: 'Byte',
    phone: '0412000111',
    email: 'nul@example.com',
  });
  const card = {
    card_holder_name: 'T P',
    card_number: '4111 1111 1111 1111',
    expiry_month: 12,
    expiry_year: 2030,
    cvv: '123',
    credit_card_type: 'debit',
    bank_name: 'CBA',
  };

  it.each([
    ['a NUL in a registration name', 'POST', '/v1/auth/register', { ...registration, first_name: NUL }, 'first_name'],
    ['a NUL in an email', 'POST', '/v1/auth/register', { ...registration, email: `x${NUL}@example.com` }, 'email'],
    [
      'a NUL in password recovery',
      'POST',
      '/v1/auth/recover-password',
      { user_id: NUL, first_name: 'a', last_name: 'b', dob: '01-01-1990' },
      'user_id',
    ],
    [
      'a NUL in a card holder',
      'POST',
      '/v1/banking/credit-cards',
      { ...card, card_holder_name: NUL },
      'card_holder_name',
    ],
    [
      'a NUL in an EFT reference',
      'POST',
      '/v1/banking/send-eft-notification',
      { amount: 5, date: '2026-01-01', transaction_id: NUL },
      'transaction_id',
    ],
    [
      'a NUL in a coupon code',
      'POST',
      '/v1/betting/request-bet',
      { coupon_tracking_code: NUL, legs: [{ event_id: 1, bet_type: 'FWIN', selections: 1, bet_amount: 1 }] },
      'coupon_tracking_code',
    ],
    ['a NUL in a query parameter', 'GET', '/v1/racing/meetings?date=2026-01-01%00', undefined, 'date'],
    ['a NUL in a path parameter', 'GET', '/v1/racing/event-race/1%00', undefined, 'id'],
    [
      '1e20 as a withdrawal',
      'POST',
      '/v1/banking/withdrawal/request',
      { account: '1', amount: 1e20, password: TEST_PASSWORD },
      'amount',
    ],
    ['1e20 as an EFT', 'POST', '/v1/banking/send-eft-notification', { amount: 1e20, date: '2026-01-01' }, 'amount'],
    [
      '1e20 as a deposit limit',
      'POST',
      '/v1/responsible-gambling/set-deposit-limit',
      { deposit_limit: 1e20, deposit_period: 7 },
      'deposit_limit',
    ],
    [
      '1e20 as a card deposit',
      'POST',
      '/v1/banking/sandbox-three-ds/deposit',
      { account: '1', ccv: '123', amount: 1e20 },
      'amount',
    ],
    [
      '$20,000 in one card deposit',
      'POST',
      '/v1/banking/sandbox-three-ds/deposit',
      { account: '1', ccv: '123', amount: 20_000 },
      'amount',
    ],
    [
      '1e20 into a PayID',
      'POST',
      '/v1/dev/payid/incoming',
      { payid: 'someone@payid.example.com', amount: 1e20 },
      'amount',
    ],
    [
      '1e20 as a registration deposit limit',
      'POST',
      '/v1/auth/register',
      { ...registration, has_opted_out: false, deposit_limit_amount: 1e20, limit_period: 7 },
      'deposit_limit_amount',
    ],
    ['2026-02-30', 'GET', '/v1/racing/meetings?date=2026-02-30', undefined, 'date'],
    ['2026-13-01', 'GET', '/v1/racing/result-card?date=2026-13-01', undefined, 'date'],
    [
      '31 February',
      'GET',
      '/v1/racing/meeting-result-card?day=31&month=2&year=2026&meeting_name=Flemington',
      undefined,
      'day',
    ],
    [
      'true as a stake',
      'POST',
      '/v1/betting/request-bet',
      {
        coupon_tracking_code: 'stake-true',
        legs: [{ event_id: 1, bet_type: 'FWIN', selections: 1, bet_amount: true }],
      },
      'legs.0.bet_amount',
    ],
    [
      '[5] as a stake',
      'POST',
      '/v1/betting/verify-bet',
      { legs: [{ event_id: 1, bet_type: 'FWIN', selections: 1, bet_amount: [5] }] },
      'legs.0.bet_amount',
    ],
    [
      '"50" as an EFT amount',
      'POST',
      '/v1/banking/send-eft-notification',
      { amount: '50', date: '2026-01-01' },
      'amount',
    ],
    [
      '[5] as a withdrawal',
      'POST',
      '/v1/banking/withdrawal/request',
      { account: '1', amount: [5], password: TEST_PASSWORD },
      'amount',
    ],
  ])('%s: 400 with a field error', async (_name, method, url, payload, field) => {
    const res = await send(method, url, payload);
    expect(res.statusCode, res.body).toBe(field === undefined ? 404 : 400);
    if (field) expect(Object.keys(res.json().errors), res.body).toContain(field);
  });

  it('a coupon code reused with a different slip is 409; the same slip again gets the first answer', async () => {
    const race = await getData(ctx.app, `/v1/racing/event-race/${raceId}`);
    const runner = race.runners.find((r: { is_eliminated: boolean }) => !r.is_eliminated);
    const leg = (amount: number) => ({
      leg_id: 'one',
      event_id: raceId,
      bet_type: 'FWIN',
      selections: String(runner.saddle_number),
      bet_amount: amount,
      total_amount: amount,
      requested_dividend: runner.odds.FWIN,
      event_type: 'R',
    });
    const first = await send('POST', '/v1/betting/request-bet', { coupon_tracking_code: 'reuse-1', legs: [leg(1)] });
    expect(first.statusCode, first.body).toBe(200);
    const again = await send('POST', '/v1/betting/request-bet', { legs: [leg(1)], coupon_tracking_code: 'reuse-1' });
    expect(again.json()).toEqual(first.json());
    const other = await send('POST', '/v1/betting/request-bet', { coupon_tracking_code: 'reuse-1', legs: [leg(50)] });
    expect(other.statusCode).toBe(409);
    expect(other.json().errors.coupon_tracking_code).toMatch(/already used for a different bet slip/);
    expect((await getData(ctx.app, '/v1/racing/next-to-jump/A/1')).length).toBeGreaterThanOrEqual(0);
  });

  // Values an attacker tries first, mixed with random ones.
  const hostileString = fc.oneof(
    fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '2026-02-30',
      '2026-13-01',
      '1e20',
      '-1',
      '0',
      '',
      ' ',
      '%00',
      'null',
      'NaN',
      '../../etc/passwd',
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '9'.repeat(40),
      'x'.repeat(5000),
      '💥'.repeat(300),
      '\ud800',
    ),
    fc.string({ maxLength: 40 }),
  );
  const hostileNumber = fc.oneof(
    fc.constantFrom(1e20, -1e20, 1e308, -1, 0, 0.001, 2 ** 53 + 2, 2 ** 31, -(2 ** 31) - 1, 5e-324, 123456789.123),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
  );
  const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.constant([5]),
    fc.constant({}),
    fc.array(hostileString, { maxLength: 3 }),
  );
  /** A plausible value for a schema, or (often) a hostile one. */
  const valueFor = (schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> => {
    if (!schema || depth > 3) return hostileValue;
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    const plausible: fc.Arbitrary<unknown> = schema.enum
      ? fc.constantFrom(...schema.enum)
      : schema.anyOf
        ? fc.oneof(...schema.anyOf.map((s) => valueFor(s, depth + 1)))
        : type === 'object'
          ? fc.record(
              Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, valueFor(s, depth + 1)])),
              {
                requiredKeys: [],
              },
            )
          : type === 'array'
            ? fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 })
            : type === 'integer'
              ? fc.integer({ min: -5, max: 100 })
              : type === 'number'
                ? fc.oneof(fc.integer({ min: 0, max: 100 }), hostileNumber)
                : type === 'boolean'
                  ? fc.boolean()
                  : schema.format === 'date'
                    ? fc.constantFrom('2026-11-24', '2026-02-30', '0000-00-00')
                    : hostileString;
    return fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 1, arbitrary: hostileValue });
  };

  it('a route the password is re-entered on answers 429 once too many were wrong, and declares it', async () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    // An address of its own, so the throttle it fills meets no other request of this file.
    const remoteAddress = '198.51.100.37';
    for (let i = 0; i < 25; i++)
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        remoteAddress,
        payload: { username: `guess-${i}`, password: 'Wrong1234' },
      });
    const wrong = 'Wrong1234';
    const reentries: [string, Record<string, unknown>][] = [
      [
        '/v1/clients/change-password',
        { current_password: wrong, new_password: 'Newpass123', confirm_password: 'Newpass123' },
      ],
      ['/v1/responsible-gambling/user-self-exclusion', { self_exclusion_date: '2099-01-01', current_password: wrong }],
      ['/v1/banking/withdrawal/request', { account: '1', amount: 10, password: wrong }],
      ['/v1/banking/withdrawal/update', { transaction_id: '1', amount: 10, password: wrong }],
      ['/v1/banking/withdrawal/cancel', { transaction_id: '1', password: wrong }],
    ];
    for (const [url, payload] of reentries) {
      const res = await ctx.app.inject({ method: 'POST', url, remoteAddress, headers: punter.headers, payload });
      seen.requests++;
      expect(res.statusCode, `${url} ${res.body}`).toBe(429);
      const declared = doc.paths[url]?.post?.responses?.['429'] !== undefined;
      if (!declared) seen.undeclared.set(`POST ${url} → 429`, (seen.undeclared.get(`POST ${url} → 429`) ?? 0) + 1);
    }
    expect([...seen.undeclared.keys()].filter((kind) => kind.endsWith('429'))).toEqual([]);
  });

  it('fast-check over every route of the OpenAPI document: no 5xx (bounded)', async () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        // The live stream never ends (it is fuzzed by its ticket check above); multipart uploads take files.
        .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
        .filter(
          ([method, op]) =>
            !(path === '/v1/live' && method === 'get') && !op.requestBody?.content?.['multipart/form-data'],
        )
        .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    expect(routes.length).toBeGreaterThan(40);
    // A URL carries bytes: a lone surrogate becomes U+FFFD, as a browser would send it.
    const urlText = (v: unknown) => encodeURIComponent(String(v).replace(/[\ud800-\udfff]/g, '\ufffd'));
    // Broken percent-encoding in the path and the query.
    for (const url of ['/v1/racing/event-race/%E0%A4%A', '/v1/racing/meetings?date=%E0%A4%A', '/v1/%00'])
      expect((await send('GET', url)).statusCode, url).toBeLessThan(500);
    // Each answer is checked against its operation's response schema in the document (its $refs resolved there).
    const ajv = addFormats.default(new Ajv({ strict: false, allErrors: false }));
    ajv.addSchema(doc, 'doc');
    const validators = new Map<string, ValidateFunction>();
    const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
    const responseValidator = (path: string, method: string, status: number) => {
      const key = `${method} ${path} ${status}`;
      if (!validators.has(key))
        validators.set(
          key,
          ajv.compile({
            $ref: `doc#/${pointer('paths', path, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`,
          }),
        );
      return validators.get(key)!;
    };
    /** Counts an answer whose status the route does not declare, and checks a declared JSON one against its schema. */
    const check = (route: (typeof routes)[number], res: Awaited<ReturnType<typeof send>>) => {
      const declared = route.op.responses?.[String(res.statusCode)] !== undefined;
      const kind = `${route.method} ${route.path} → ${res.statusCode}`;
      if (!declared) seen.undeclared.set(kind, (seen.undeclared.get(kind) ?? 0) + 1);
      if (declared && String(res.headers['content-type']).startsWith('application/json')) {
        const answer = responseValidator(route.path, route.method, res.statusCode);
        seen.validated++;
        if (!answer(res.json())) seen.violations.set(kind, ajv.errorsText(answer.errors));
      }
    };
    // Every look-up once with ids nothing has (each parameter an id or a list of them): its "not found" is declared.
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const params = route.op.parameters ?? [];
      const query = params
        .filter((p) => p.in === 'query' && (p.schema?.type === 'integer' || /ids?$|groups?$/.test(p.name)))
        .map((p) => `${p.name}=${/s$/.test(p.name) ? '987654321,987654322' : '987654321'}`)
        .join('&');
      const url = route.path.replace(/\{\w+\}/g, '987654321') + (query ? `?${query}` : '');
      check(route, await send('GET', url));
    }
    const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 8);
    for (const route of routes) {
      const params = route.op.parameters ?? [];
      const bodySchema = route.op.requestBody?.content?.['application/json']?.schema;
      const request = fc.record({
        path: fc.record(
          Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, valueFor(p.schema)])),
        ),
        query: fc.record(
          Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, valueFor(p.schema)])),
          {
            requiredKeys: [],
          },
        ),
        body: bodySchema ? valueFor(bodySchema) : fc.constant(undefined),
        anonymous: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ path, query, body, anonymous }) => {
          const url =
            route.path.replace(/\{(\w+)\}/g, (_m, name: string) => urlText(path[name])) +
            (Object.keys(query).length
              ? `?${Object.entries(query)
                  .map(([k, v]) => `${k}=${urlText(typeof v === 'string' ? v : JSON.stringify(v))}`)
                  .join('&')}`
              : '');
          const res = await send(
            route.method,
            url,
            route.method === 'GET' ? undefined : (body ?? {}),
            anonymous ? {} : punter.headers,
          );
          check(route, res);
          return res.statusCode < 500;
        }),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? 20261124) },
      );
    }
    expect(seen.serverErrors).toEqual([]);
    // Every answer's status is one its operation declares in the OpenAPI document.
    expect([...seen.undeclared.keys()]).toEqual([]);
    // And its body is what the operation's response schema says.
    expect([...seen.violations.keys()]).toEqual([]);
  }, 600_000);
});
