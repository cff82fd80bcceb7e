import { sameRaceMultiRefusal } from '@wagering/contract/wagering';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { sameRaceMultiDividend } from './pricing';
import type { Runner } from './race-model';
import { race } from './race';

/** Same-race-multi selections: "saddle:code" pairs, e.g. "3:FWIN,5:PTOP2"; each runner once. */
export function parseSrmSelections(selections: string): { saddle: number; code: string }[] {
  const parts = selections
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const out = parts.map((part) => {
    const [saddle, code] = part.split(':');
    return { saddle: Number(saddle), code };
  });
  if (
    out.length < 2 ||
    out.some((s) => !Number.isInteger(s.saddle) || !['FWIN', 'PTOP2', 'PTOP3', 'PTOP4'].includes(s.code))
  ) {
    throw badRequest(
      'Same race multi selections are two or more of saddle:FWIN, saddle:PTOP2, saddle:PTOP3 or saddle:PTOP4',
      { selections: 'is invalid' },
    );
  }
  const refusal = sameRaceMultiRefusal(out);
  if (refusal) throw badRequest(refusal, { selections: refusal });
  return out;
}

/** The current same-race-multi price of a set of selections, or null when a selection is not priced (scratched). */
export function srmPrice(runners: Runner[], selections: { saddle: number; code: string }[]): number | null {
  const prices = selections.map(
    (s) =>
      runners
        .find((r) => r.saddle_number === s.saddle && !r.is_eliminated)
        ?.srm_odds.find((o) => o.dividend_code === s.code)?.value,
  );
  return prices.every((v): v is number => typeof v === 'number') ? sameRaceMultiDividend(prices) : null;
}

export async function sameRaceMultiDiv(q: Queryable, now: number, eventId: number, selections: string) {
  const r = await race(q, now, eventId);
  const picks = parseSrmSelections(selections);
  const dividend = srmPrice(r.runners ?? [], picks);
  if (dividend === null)
    throw badRequest('A selected runner has no price for that position', { selections: 'is not priced' });
  return { event_id: eventId, selections, dividend };
}
