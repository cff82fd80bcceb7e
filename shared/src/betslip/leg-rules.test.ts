import { describe, expect, it } from 'vitest';
import {
  isBonusMode,
  isBoostMode,
  isEachWayOffered,
  isLegOpen,
  isMultiBonusOffered,
  isMultiBonusOverLimit,
  isMultiBoostOffered,
  isSentForVerification,
  normaliseLeg,
} from './leg-rules';
import { multi, racingLeg } from '@wagering/testing/betslip';

describe('leg fields', () => {
  it('EachWay total_amount equals twice bet_amount', () => {
    expect(racingLeg({ bet_type: 'EachWay', bet_amount: 7.5 }).total_amount).toBe(15);
  });
  it('Numeric bet fields default to 0', () => {
    const leg = normaliseLeg({ event_id: 1, bet_type: 'Win', selections: [1] });
    expect(leg).toMatchObject({ bet_amount: 0, total_amount: 0, requested_dividend: 0, current_dividend: 0 });
  });
  it('a non-numeric amount counts as 0 rather than NaN', () => {
    expect(racingLeg({ bet_amount: 'abc' as unknown as number }).bet_amount).toBe(0);
  });
  it('Default event_type R', () => expect(racingLeg().event_type).toBe('R'));
  it('an exotic keeps the total amount the punter set', () => {
    expect(
      racingLeg({ bet_type: 'Exotic', special_type: 'Trifecta', bet_amount: 1, total_amount: 12 }).total_amount,
    ).toBe(12);
  });
});

describe('leg status', () => {
  it('Only legs whose event_status is missing or open (case-insensitive) are sent for verification', () => {
    expect(isSentForVerification({ event_status: undefined })).toBe(true);
    expect(isSentForVerification({ event_status: null })).toBe(true);
    expect(isSentForVerification({ event_status: 'OPEN' })).toBe(true);
    expect(isSentForVerification({ event_status: 'Closed' })).toBe(false);
  });
  it('A leg whose event_status is not open (case-insensitive) cannot be bet on', () => {
    expect(isLegOpen({ event_status: 'open' })).toBe(true);
    expect(isLegOpen({ event_status: 'Interim' })).toBe(false);
  });
});

describe('bonus, boost and each-way', () => {
  it('A leg is in bonus mode when it has a free_bet_id', () => {
    expect(isBonusMode({ free_bet_id: 12 })).toBe(true);
    expect(isBonusMode({ free_bet_id: null })).toBe(false);
  });
  it('It is in boost mode when its boost list is non-empty', () => {
    expect(isBoostMode({ boost: [{ boosted_dividend: 3 }] })).toBe(true);
    expect(isBoostMode({ boost: [] })).toBe(false);
  });
  it('Each-way option is offered only if each-way is available and a description or each-way dividend exists', () => {
    expect(isEachWayOffered(racingLeg({ eachway_available: true, eachway_dividend: 1.6 }))).toBe(true);
    expect(isEachWayOffered(racingLeg({ eachway_available: true, eachway_short_description: 'E/W 1/4' }))).toBe(true);
    expect(isEachWayOffered(racingLeg({ eachway_available: true }))).toBe(false);
    expect(isEachWayOffered(racingLeg({ eachway_available: false, eachway_dividend: 1.6 }))).toBe(false);
  });
  it('For a multi: bonus is offered only if multi bonus is allowed, and boost only if multi_boost exists', () => {
    expect(isMultiBonusOffered(multi({ is_multi_bonus_bet_allowed: true }))).toBe(true);
    expect(isMultiBonusOffered(multi())).toBe(false);
    expect(isMultiBoostOffered(multi({ multi_boost: { boosted_dividend: 12 } }))).toBe(true);
    expect(isMultiBoostOffered(multi())).toBe(false);
  });
  it('The multi bonus amount must not exceed the multi bonus limit', () => {
    expect(
      isMultiBonusOverLimit(
        multi({ is_multi_bonus_bet_applied: true, multi_bet_amount: 20.01, multi_bonus_bet_limit: 20 }),
      ),
    ).toBe(true);
    expect(
      isMultiBonusOverLimit(
        multi({ is_multi_bonus_bet_applied: true, multi_bet_amount: 20, multi_bonus_bet_limit: 20 }),
      ),
    ).toBe(false);
    expect(isMultiBonusOverLimit(multi({ multi_bet_amount: 50, multi_bonus_bet_limit: 20 }))).toBe(false);
  });
});
