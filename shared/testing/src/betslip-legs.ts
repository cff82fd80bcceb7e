// Builders for the slip's tests: a racing win leg and a multi with every field at rest.
import { normaliseLeg, type Leg, type Multi, type NewLeg } from '@wagering/shared/betslip';

export function racingLeg(overrides: Partial<NewLeg> = {}): Leg {
  return normaliseLeg({
    event_id: 101,
    race_type: 'T',
    bet_type: 'Win',
    selections: [3],
    requested_dividend: 2.5,
    event_status: 'Open',
    ...overrides,
  });
}

export function multi(overrides: Partial<Multi> = {}): Multi {
  return {
    multi_bet_amount: 0,
    multi_dividend: 0,
    is_multi_allowed: true,
    is_multi_bonus_bet_applied: false,
    is_multi_bonus_bet_allowed: false,
    multi_bonus_bet_limit: 0,
    multi_boost: null,
    boost_mode: false,
    ...overrides,
  };
}
