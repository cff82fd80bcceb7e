import type { ApiHandler } from '../../../lib/type-provider';
import type { getOutboxSchema } from './get-outbox.schema';

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

export const getOutboxHandler: ApiHandler<typeof getOutboxSchema> = async (request, reply) => {
  const { rows } = await request.server.deps.db.query<{
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
};
