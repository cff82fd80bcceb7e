import type { Queryable } from '../../db/client';
import { tokenizeCard } from './sandbox-gateway';
import { iso } from '../../lib/dates';

export async function listCards(q: Queryable, userId: string) {
  const { rows } = await q.query<{ id: number; masked_card_number: string; bank_name: string }>(
    'SELECT id, masked_card_number, bank_name FROM cards WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((r) => ({ card_id: r.id, masked_card_number: r.masked_card_number, bank_name: r.bank_name }));
}

export async function registerCard(
  q: Queryable,
  userId: string,
  card: { card_number: string; card_holder_name: string; bank_name: string; expiry_month: number; expiry_year: number },
  now: number,
) {
  const { token, masked } = tokenizeCard(card.card_number);
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO cards (user_id, provider_token, masked_card_number, bank_name, card_holder_name, expiry_month, expiry_year, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [userId, token, masked, card.bank_name, card.card_holder_name, card.expiry_month, card.expiry_year, iso(now)],
  );
  return { card_id: rows[0].id, masked_card_number: masked, bank_name: card.bank_name };
}
