import { formatCents } from '@wagering/contract/format';
import { cents, sumCents } from '@wagering/contract/money';
import { centsColumn, type BigintColumn } from '../../db/money';
import type { Db, Queryable } from '../../db/client';
import type { Dividend } from '../racing/pricing';
import { post, type LedgerLine } from '../ledger/service';
import { publishIn } from '../live-events/publish';
import type { SettlementPort } from './port';
import { settle, type Outcome } from './rules';
import type { LegResult, StoredBet, StoredLeg } from '../betting/schemas';

/** At most this many bets settle per tick (each in its own short transaction); the rest follow next tick. */
const BATCH = 500;

const outcomeText: Record<string, string> = {
  Return_Of: 'Won',
  Return_At: 'Part refunded',
  Cancelled: 'Refunded',
  No_Return: 'Lost',
};

/** Settles every open bet with a leg on a resolved race or match. Safe to run from several processes at once. */
async function settleResolved(db: Db, now: number): Promise<number> {
  const { rows } = await db.query<{ bet_id: number }>(
    `SELECT DISTINCT l.bet_id FROM bet_legs l
     JOIN bets b ON b.bet_id = l.bet_id AND b.status = 'Accepted'
     LEFT JOIN racing_races r ON NOT l.is_sport AND r.event_id = l.event_id
     LEFT JOIN sports_matches m ON l.is_sport AND m.event_id = l.event_id
     WHERE l.result = 'pending' AND (r.race_status IN ('Final', 'Abandoned') OR m.match_status IN ('Final', 'Abandoned'))
     LIMIT ${BATCH}`,
  );
  let settled = 0;
  for (const { bet_id } of rows) if (await db.tx((q) => settleBet(q, bet_id, now))) settled++;
  return settled;
}

/** Settlement as the feed calls it, through the port it declares. */
export const settlement: SettlementPort = { settleResolved };

interface BetRow extends Omit<StoredBet, 'legs' | 'dividend' | 'stake_cents'> {
  bet_id: number;
  ticket_number: string;
  user_id: string;
  description: string;
  free_bet_id: number | null;
  stake_cents: BigintColumn;
  dividend: string | null;
}

async function settleBet(q: Queryable, betId: number, now: number): Promise<boolean> {
  const { rows } = await q.query<BetRow>("SELECT * FROM bets WHERE bet_id = $1 AND status = 'Accepted' FOR UPDATE", [
    betId,
  ]);
  const row = rows[0];
  if (!row) return false;
  const legs = (
    await q.query<StoredLeg & { leg_no: number; dividend: string | null }>(
      'SELECT * FROM bet_legs WHERE bet_id = $1 ORDER BY leg_no',
      [betId],
    )
  ).rows.map((l) => ({ ...l, dividend: l.dividend === null ? null : Number(l.dividend) }));
  const bet: StoredBet = {
    ...row,
    stake_cents: centsColumn(row.stake_cents),
    dividend: row.dividend === null ? null : Number(row.dividend),
    legs,
  };
  const outcomes = await loadOutcomes(q, legs);
  const partial: LegResult[] = [];
  const result = settle(bet, outcomes, partial);
  const legResults = result?.leg_results ?? partial;
  for (const [i, r] of legResults.entries()) {
    if (r !== 'pending')
      await q.query('UPDATE bet_legs SET result = $3 WHERE bet_id = $1 AND leg_no = $2', [betId, i + 1, r]);
  }
  if (!result) return false;

  const stake = bet.stake_cents;
  const lines: LedgerLine[] = [{ account: 'stakes_held', amount_cents: cents(-stake) }];
  if (result.return_cents) lines.push({ account: 'cash', amount_cents: result.return_cents });
  if (result.refund_to_bonus_cents) lines.push({ account: 'bonus', amount_cents: result.refund_to_bonus_cents });
  const house = cents(stake - result.return_cents - result.refund_to_bonus_cents);
  if (house) lines.push({ account: 'house_revenue', amount_cents: house });
  const balances = await post(q, {
    userId: row.user_id,
    kind: result.status === 'Cancelled' ? 'refund' : 'return',
    reference: row.ticket_number,
    description: `${outcomeText[result.status]}: ${row.description}`,
    lines,
    at: now,
  });
  if (result.refund_to_bonus_cents && row.free_bet_id) {
    await q.query('UPDATE bonus_bets SET remaining_cents = remaining_cents + $2 WHERE id = $1', [
      row.free_bet_id,
      result.refund_to_bonus_cents,
    ]);
  }
  const credited = sumCents([result.return_cents, result.refund_to_bonus_cents]);
  await q.query(
    'UPDATE bets SET status = $2, return_cents = $3, settled_at = to_timestamp($4::float8 / 1000) WHERE bet_id = $1',
    [betId, result.status, credited, now],
  );
  await publishIn(q, {
    kind: 'notification',
    userId: row.user_id,
    event: {
      id: row.ticket_number,
      event_description: row.description,
      outcome: outcomeText[result.status],
      status: result.status,
      balance_effect: credited ? `+${formatCents(credited)}` : '',
      type: 'Bet',
    },
  });
  await publishIn(q, {
    kind: 'balance',
    userId: row.user_id,
    cash_cents: balances.cash_cents,
    bonus_cents: balances.bonus_cents,
    entry_id: balances.entry_id,
  });
  return true;
}

async function loadOutcomes(q: Queryable, legs: StoredLeg[]): Promise<Map<number, Outcome>> {
  const map = new Map<number, Outcome>();
  const raceIds = legs.filter((l) => !l.is_sport).map((l) => l.event_id);
  const matchIds = legs.filter((l) => l.is_sport).map((l) => l.event_id);
  if (raceIds.length) {
    const races = await q.query<{ event_id: number; race_status: 'Final' | 'Abandoned'; dividends: Dividend[] | null }>(
      "SELECT event_id, race_status, dividends FROM racing_races WHERE event_id = ANY($1::int[]) AND race_status IN ('Final', 'Abandoned')",
      [raceIds],
    );
    const runners = await q.query<{
      event_id: number;
      saddle_number: number;
      is_eliminated: boolean;
      finish_position: number | null;
      tf: string | null;
    }>(
      "SELECT event_id, saddle_number, is_eliminated, finish_position, odds ->> 'TF' AS tf FROM racing_runners WHERE event_id = ANY($1::int[])",
      [races.rows.map((r) => r.event_id)],
    );
    for (const r of races.rows) {
      const field = runners.rows.filter((x) => x.event_id === r.event_id);
      map.set(r.event_id, {
        kind: 'race',
        status: r.race_status,
        order: field
          .filter((x) => x.finish_position)
          .sort((a, b) => a.finish_position! - b.finish_position!)
          .map((x) => x.saddle_number),
        scratched: field.filter((x) => x.is_eliminated).map((x) => x.saddle_number),
        dividends: r.dividends ?? [],
        topFluc: Object.fromEntries(field.map((x) => [x.saddle_number, Number(x.tf ?? 0)])),
      });
    }
  }
  if (matchIds.length) {
    const { rows } = await q.query<{
      event_id: number;
      match_status: 'Final' | 'Abandoned';
      score_a: number;
      score_b: number;
      team_a_line: string | null;
      margin_one_high_value: number | null;
      total_over: string | null;
    }>(
      "SELECT event_id, match_status, score_a, score_b, team_a_line, margin_one_high_value, total_over FROM sports_matches WHERE event_id = ANY($1::int[]) AND match_status IN ('Final', 'Abandoned')",
      [matchIds],
    );
    for (const m of rows) {
      map.set(m.event_id, {
        kind: 'match',
        status: m.match_status,
        score_a: m.score_a,
        score_b: m.score_b,
        team_a_line: m.team_a_line === null ? null : Number(m.team_a_line),
        margin_one_high_value: m.margin_one_high_value,
        total_over: m.total_over === null ? null : Number(m.total_over),
      });
    }
  }
  return map;
}
