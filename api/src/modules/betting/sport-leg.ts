/** Pricing one sports leg of a slip: a match's selection, or a same-game multi of one match's selections. */
import { describeLeg } from '@wagering/contract/format';
import type { PriceChangeSetting } from '@wagering/contract/constants';
import { parseSameGameMultiSelections } from '@wagering/contract/wagering';
import * as sports from '../sports/service';
import { quoteSameGameMulti } from '../sports/same-game-multi';
import type { Match } from '../sports/schemas';
import { LegError } from './leg-errors';
import { baseLeg, checkPrice, fail, isSameGameMulti } from './leg-plan';
import type { LegPlan, ParsedLeg } from './slip-types';

export function sportLeg(
  input: ParsedLeg,
  match: Match | undefined,
  model: sports.MatchModel | undefined,
  now: number,
  priceChanges: PriceChangeSetting,
): LegPlan {
  const leg = baseLeg(input, match?.match_status ?? 'Unknown');
  leg.stakeCents = input.betCents;
  if (!match) return fail(leg, { ...LegError.productUnavailable, message: 'This match was not found' });
  leg.out.event_name = match.event_name;
  if (match.match_status !== 'Open' || Date.parse(match.match_starting_date) <= now)
    return fail(leg, LegError.eventClosed);
  if (isSameGameMulti(input)) return sameGameLeg(leg, match, model, priceChanges);
  const selection = match.submarkets.flatMap((m) => m.selections).find((s) => s.bet_type === input.bet_type);
  if (!selection) return fail(leg, LegError.productUnavailable);
  leg.out.selection_name = selection.selection_name;
  leg.description = `${match.event_name} · ${describeLeg({ bet_type: input.bet_type, selections: selection.selection_name, is_sport: true })}`;
  leg.multiable = true;
  leg.stored = [
    {
      is_sport: true,
      event_id: match.event_id,
      bet_type: input.bet_type,
      special_type: null,
      selections: selection.selection_name,
      dividend: selection.dividend,
    },
  ];
  checkPrice(leg, selection.dividend, priceChanges);
  return leg;
}

/**
 * A same-game multi: legs of one match priced together from the match model (sports/same-game-multi.ts). Stored as
 * one leg per selection, each settled on the match, the bet paying its one price when all win.
 */
function sameGameLeg(
  leg: LegPlan,
  match: Match,
  model: sports.MatchModel | undefined,
  priceChanges: PriceChangeSetting,
) {
  if (!model) return fail(leg, LegError.productUnavailable);
  const selections = leg.input.selections;
  const quote = quoteSameGameMulti(match, model, sports.betTypesOf(match), selections);
  if ('refusal' in quote) return fail(leg, { codes: [quote.refusal.code], message: quote.refusal.message });
  const picked = parseSameGameMultiSelections(selections).map((b) =>
    match.submarkets.flatMap((m) => m.selections).find((s) => s.bet_type === b)!,
  );
  leg.out.selection_name = picked.map((s) => s.selection_name).join(', ');
  leg.description = `${match.event_name} · ${describeLeg({ bet_type: 'SameGameMulti', special_type: 'SameGameMulti', selections: leg.out.selection_name })}`;
  leg.stored = picked.map((s) => ({
    is_sport: true,
    event_id: match.event_id,
    bet_type: s.bet_type,
    special_type: null,
    selections: s.selection_name,
    dividend: null,
  }));
  checkPrice(leg, quote.dividend, priceChanges);
  return leg;
}
