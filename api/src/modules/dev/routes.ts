import type { ApiRoutes } from '../../lib/type-provider';
import { arrayOf, dateTime, errorResponses, int, obj, str } from '../../lib/schemas';
import { dollarsToCents } from '@wagering/contract/format';
import { approveIdentity } from '../clients/service';
import { receivePayIdPayment } from '../banking/service';
import { verificationResponse } from '../clients/schemas';
import { grantBonusBet, grantDividendBoost } from '../benefits/service';
import { notFound } from '../../lib/errors';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const outboxPage = (mails: { to_email: string; subject: string; body: string; created_at: string }[]) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head><body style="font-family:sans-serif">
<h1>Outbox (development)</h1>${mails.length ? '' : '<p>No mail yet.</p>'}${mails
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to_email)}, ${m.created_at}</p><pre>${escapeHtml(
          m.body,
        ).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</pre></article>`,
    )
    .join('')}</body></html>`;

/** A promotion granted in the sandbox lasts a week. */
const GRANT_DAYS = 7;

/**
 * Development helpers standing in for outside parties: the mail outbox (what a mailer would send), the KYC
 * provider's approval, a bank paying into a PayID, and the promotions team granting a bonus bet or a dividend boost.
 * Registered only in the sandbox (never in production).
 */
export const devRoutes: ApiRoutes = async (app) => {
  if (!app.deps.sandbox) return;
  const { db, clock } = app.deps;
  const tags = ['dev'];

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags,
        summary:
          'Mail sent by the site, newest first (password reset links); an HTML page for browsers (Accept: text/html)',
        response: {
          200: {
            content: {
              'application/json': {
                schema: obj({
                  data: arrayOf(obj({ id: int, to_email: str, subject: str, body: str, created_at: dateTime })),
                }),
              },
              'text/html': { schema: str },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { rows } = await db.query<{
        id: number;
        to_email: string;
        subject: string;
        body: string;
        created_at: Date;
      }>('SELECT id, to_email, subject, body, created_at FROM outbox_mails ORDER BY id DESC LIMIT 100');
      const data = rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
      // A browser gets a readable page (the reset links clickable); API clients get JSON.
      if (request.headers.accept?.includes('text/html')) return reply.type('text/html').send(outboxPage(data));
      return { data };
    },
  );

  app.post(
    '/dev/kyc/:user_id/approve',
    {
      schema: {
        tags,
        summary: 'The simulated KYC provider approves the punter’s pending ID',
        params: obj({ user_id: str }),
        response: { 200: verificationResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => approveIdentity(db, request.params.user_id, clock.now()),
  );

  app.post(
    '/dev/payid/incoming',
    {
      schema: {
        tags,
        summary: 'Simulate a bank payment arriving at a PayID; credited as a deposit',
        body: obj({
          payid: { type: 'string', minLength: 3, maxLength: 255 },
          // At least a cent (OpenAPI 3.0's exclusiveMinimum is a flag, JSON Schema's a number: neither is used).
          amount: { type: 'number', minimum: 0.01, maximum: 1000000 },
        }),
        response: {
          200: obj({ transaction_id: str, amount_cents: int, cash_cents: int, bonus_cents: int }),
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request) =>
      receivePayIdPayment(db, {
        payid: request.body.payid,
        amountCents: dollarsToCents(request.body.amount),
        now: clock.now(),
      }),
  );

  const userExists = async (userId: string) => {
    const { rows } = await db.query('SELECT 1 FROM users WHERE id::text = $1', [userId]);
    if (!rows.length) throw notFound('This punter was not found');
  };

  app.post(
    '/dev/punters/:user_id/bonus-bets',
    {
      schema: {
        tags,
        summary: 'Grants the punter a bonus bet of this many dollars, for a week',
        params: obj({ user_id: str }),
        body: obj({ amount: { type: 'number', minimum: 1, maximum: 1000 } }),
        response: { 200: obj({ id: int }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await userExists(request.params.user_id);
      const now = clock.now();
      const bonus = await db.tx((q) =>
        grantBonusBet(q, {
          userId: request.params.user_id,
          amountCents: dollarsToCents(request.body.amount),
          description: 'Sandbox bonus bet',
          expiresAt: now + GRANT_DAYS * 864e5,
          now,
        }),
      );
      return { id: Number(bonus.id) };
    },
  );

  app.post(
    '/dev/punters/:user_id/dividend-boosts',
    {
      schema: {
        tags,
        summary: 'Grants the punter a dividend boost (percent of the profit, number of uses), for a week',
        params: obj({ user_id: str }),
        body: obj({
          boost_percent: { type: 'integer', minimum: 1, maximum: 100 },
          uses: { type: 'integer', minimum: 1, maximum: 10 },
        }),
        response: { 200: obj({ id: int }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await userExists(request.params.user_id);
      const now = clock.now();
      const boost = await db.tx((q) =>
        grantDividendBoost(q, {
          userId: request.params.user_id,
          description: 'Sandbox dividend boost',
          boostPercent: request.body.boost_percent,
          uses: request.body.uses,
          expiresAt: now + GRANT_DAYS * 864e5,
          now,
        }),
      );
      return { id: Number(boost.id) };
    },
  );
};
