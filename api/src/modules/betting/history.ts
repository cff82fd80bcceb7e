import type { Queryable } from '../../db/client';
import { centsColumn, type BigintColumn } from '../../db/money';
import type { Infer } from '../../lib/schemas';
import type { betHistoryItemSchema } from './schemas';
import { BET_HISTORY_KINDS, BET_HISTORY_STATUSES, type BetHistoryKind, type BetHistoryStatus } from './history-filters';

export type BetHistoryArgs = {
  status: BetHistoryStatus;
  kind: BetHistoryKind;
  /** Placed on or after this day (YYYY-MM-DD, UTC as the SPEC's time zone). */
  from?: string;
  /** Placed on or before this day, the whole day included. */
  to?: string;
  page: number;
  count: number;
};

/** The WHERE clause and its parameters for one punter's list with its filters. */
function betFilter(userId: string, args: BetHistoryArgs) {
  const params: unknown[] = [userId, BET_HISTORY_STATUSES[args.status]];
  let where = `user_id = $1 AND status = ANY($2::text[]) AND ${BET_HISTORY_KINDS[args.kind]}`;
  if (args.from) {
    params.push(args.from);
    where += ` AND placed_at >= $${params.length}::date::timestamp AT TIME ZONE 'UTC'`;
  }
  if (args.to) {
    params.push(args.to);
    where += ` AND placed_at < ($${params.length}::date + 1)::timestamp AT TIME ZONE 'UTC'`;
  }
  return { where, params };
}

type BetHistoryItem = Infer<typeof betHistoryItemSchema>;
/** A bets row: the answer's fields as the database holds them (numerics as text, times as dates). */
type BetRow = Omit<
  BetHistoryItem,
  'stake_cents' | 'dividend' | 'return_cents' | 'placed_at' | 'settled_at' | 'legs'
> & {
  bet_id: number;
  stake_cents: BigintColumn;
  dividend: string | null;
  return_cents: BigintColumn;
  placed_at: Date | string;
  settled_at: Date | string | null;
};

type LegRow = Omit<BetHistoryItem['legs'][number], 'dividend'> & {
  bet_id: number;
  is_sport: boolean;
  dividend: string | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();
const numberOrNull = (v: string | null) => (v === null ? null : Number(v));

/**
 * A page of the punter's own bets in one list, newest first, each with its legs. Pending bets are ordered by when
 * they were placed, settled ones by when they settled (the latest result first).
 */
export async function betHistory(q: Queryable, userId: string, args: BetHistoryArgs) {
  const { where, params } = betFilter(userId, args);
  const order = args.status === 'settled' ? 'settled_at DESC NULLS LAST, bet_id DESC' : 'placed_at DESC, bet_id DESC';
  const total = (await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM bets WHERE ${where}`, params)).rows[0].n;
  const bets = (
    await q.query<BetRow>(
      `SELECT bet_id, ticket_number, bet_kind, bet_type, special_type, description, stake_cents, is_free_bet, dividend,
         status, return_cents, placed_at, settled_at
       FROM bets WHERE ${where} ORDER BY ${order}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, args.count, (args.page - 1) * args.count],
    )
  ).rows;
  const legs = bets.length
    ? (
        await q.query<LegRow>(
          `SELECT l.bet_id, l.leg_no, l.event_id, l.is_sport, l.bet_type, l.special_type, l.selections, l.dividend,
             l.result,
             CASE WHEN l.is_sport THEN m.team_a || ' v ' || m.team_b ELSE mt.meeting_name || ' R' || r.race_number END
               AS event_name,
             ru.runner_name,
             -- An exotic or same race multi names its picks from its race's field.
             CASE WHEN NOT l.is_sport AND l.special_type IS NOT NULL THEN
               (SELECT json_object_agg(f.saddle_number::text, f.runner_name) FROM racing_runners f
                WHERE f.event_id = l.event_id)
             END AS runners
           FROM bet_legs l
           LEFT JOIN racing_races r ON NOT l.is_sport AND r.event_id = l.event_id
           LEFT JOIN racing_meetings mt ON mt.meeting_id = r.meeting_id
           -- As text: an exotic's or same race multi's selections ("1,2") never cast (SQL need not short-circuit).
           LEFT JOIN racing_runners ru ON NOT l.is_sport AND ru.event_id = l.event_id
             AND ru.saddle_number::text = l.selections
           LEFT JOIN sports_matches m ON l.is_sport AND m.event_id = l.event_id
           WHERE l.bet_id = ANY($1::int[]) ORDER BY l.bet_id, l.leg_no`,
          [bets.map((b) => b.bet_id)],
        )
      ).rows
    : [];
  return {
    data: {
      bets: bets.map((b) => ({
        ticket_number: b.ticket_number,
        bet_kind: b.bet_kind,
        bet_type: b.bet_type,
        special_type: b.special_type,
        description: b.description,
        stake_cents: centsColumn(b.stake_cents),
        is_free_bet: b.is_free_bet,
        dividend: numberOrNull(b.dividend),
        status: b.status,
        return_cents: centsColumn(b.return_cents),
        placed_at: iso(b.placed_at),
        settled_at: b.settled_at === null ? null : iso(b.settled_at),
        legs: legs
          .filter((l) => l.bet_id === b.bet_id)
          .map((l) => ({
            leg_no: l.leg_no,
            event_id: l.event_id,
            event_name: l.event_name,
            runner_name: l.runner_name,
            runners: l.runners,
            bet_type: l.bet_type,
            special_type: l.special_type,
            selections: l.selections,
            dividend: numberOrNull(l.dividend),
            result: l.result,
          })),
      })),
      page: args.page,
      count: args.count,
      total,
      total_pages: Math.max(1, Math.ceil(total / args.count)),
    },
  };
}
