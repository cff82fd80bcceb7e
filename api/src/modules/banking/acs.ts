import type { ApiRoutes } from '../../lib/type-provider';
import { obj, oneOfStrings, str } from '../../lib/schemas';
import { CARD_PROVIDER } from '@wagering/contract/constants';
import { answerChallenge } from './card-deposit';

/** Where the sandbox bank's 3-D Secure pages live (the ACS of a real card scheme): on the site's configured public
 * origin, never the request's Host header (which a client or a misrouted proxy chooses). */
export const acsBase = (publicUrl: string) => `${publicUrl}/v1/banking/${CARD_PROVIDER}-three-ds/acs`;

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox bank – 3-D Secure</title></head><body style="font-family:sans-serif;padding:16px">${body}</body></html>`;
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox bank's 3-D Secure pages (the issuer's access control server), loaded in the banking frame:
 * the method endpoint the method form posts to, and the challenge page where the punter approves or declines.
 * No bearer token: the frame cannot send one. The challenge is bound to the card request token (creq), which is
 * always posted, never put in a URL, so it stays out of access logs.
 */
export const sandboxAcsRoutes: ApiRoutes = async (app) => {
  const base = `/banking/${CARD_PROVIDER}-three-ds/acs/:id`;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const hide = { hide: true, params: obj({ id: str }) };
  // These pages are made to be framed by the site's banking page (and only by it): the site-wide policy forbids framing.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'",
    );
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    return payload;
  });

  app.post(`${base}/method`, { schema: hide }, async (_request, reply) =>
    reply.type('text/html').send(page('<p>Device check complete.</p>')),
  );

  app.post(
    `${base}/challenge`,
    // The bank's redirect posts creq alone; the page's buttons post it back with the answer.
    { schema: { ...hide, body: obj({ creq: str, answer: oneOfStrings(['approve', 'decline']) }, ['answer']) } },
    async (request, reply) => {
      const { creq, answer } = request.body;
      if (answer) {
        await answerChallenge(app.deps.db, {
          id: request.params.id,
          token: creq,
          approved: answer === 'approve',
        });
        return reply
          .type('text/html')
          .send(
            page(
              `<p>${answer === 'approve' ? 'Payment approved.' : 'Payment declined.'} You can return to the site.</p>`,
            ),
          );
      }
      const form = (answer: string, label: string) =>
        `<form method="post" style="display:inline"><input type="hidden" name="creq" value="${escape(creq)}"><button name="answer" value="${answer}">${label}</button></form>`;
      return reply
        .type('text/html')
        .send(
          page(
            `<h1>Sandbox bank</h1><p>Approve this payment? (Test challenge: no real bank is asked.)</p>${form('approve', 'Approve')} ${form('decline', 'Decline')}`,
          ),
        );
    },
  );
};
