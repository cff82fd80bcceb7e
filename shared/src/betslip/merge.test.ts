import { describe, expect, it } from 'vitest';
import { mergeVerifiedLegs, mergeVerifiedMulti } from './merge';
import { multi, racingLeg } from '@wagering/testing/betslip';

describe('Response legs are merged into local legs', () => {
  const a = racingLeg({ event_id: 1, requested_dividend: 3, bet_leg_error_codes: [311] });
  const b = racingLeg({ event_id: 2 });

  it('keeping the requested dividend and taking current_dividend from the server', () => {
    const [merged] = mergeVerifiedLegs(
      [a],
      [{ leg_id: a.leg_id, current_dividend: 3.4, event_status: 'Open' }],
      undefined,
    );
    expect(merged).toMatchObject({ requested_dividend: 3, current_dividend: 3.4, event_status: 'Open' });
  });
  it('If the response has fewer legs than are held locally, the missing local legs are kept', () => {
    const merged = mergeVerifiedLegs([a, b], [{ leg_id: a.leg_id }], undefined);
    expect(merged.map((l) => l.leg_id)).toEqual([a.leg_id, b.leg_id]);
    expect(merged[1]).toBe(b);
  });
  it('a verified leg without errors has its old errors cleared', () => {
    const [merged] = mergeVerifiedLegs([a], [{ leg_id: a.leg_id }], undefined);
    expect(merged.bet_leg_error_codes).toEqual([]);
  });
  it('The server leg-level error codes and messages are passed through', () => {
    const [merged] = mergeVerifiedLegs(
      [b],
      [{ leg_id: b.leg_id, bet_leg_error_codes: [358], error_message: 'Minimum bet is $0.50' }],
      10,
    );
    expect(merged).toMatchObject({ bet_leg_error_codes: [358], error_message: 'Minimum bet is $0.50' });
  });
  it('Insufficient funds is suppressed when the balance is 0', () => {
    const [merged] = mergeVerifiedLegs(
      [b],
      [{ leg_id: b.leg_id, bet_leg_error_codes: [320], error_message: 'Insufficient funds' }],
      0,
    );
    expect(merged.bet_leg_error_codes).toEqual([]);
  });
});

describe('Multi bonus bet and boost_mode on the slip are preserved', () => {
  it('the multi boost on offer arrives as a list; the slip keeps the first or null', () => {
    const boost = { boosted_dividend: 14 };
    expect(mergeVerifiedMulti(multi(), { multi_boost: [boost] }).multi_boost).toEqual(boost);
    expect(mergeVerifiedMulti(multi({ multi_boost: boost }), { multi_boost: [] }).multi_boost).toBeNull();
    expect(mergeVerifiedMulti(multi({ multi_boost: boost }), { multi_dividend: 3 }).multi_boost).toEqual(boost);
  });

  it('keeps the punter choices and takes the rest from the server', () => {
    const local = multi({ is_multi_bonus_bet_applied: true, boost_mode: true, multi_bet_amount: 5 });
    const merged = mergeVerifiedMulti(local, {
      multi_dividend: 12.5,
      is_multi_bonus_bet_applied: false,
      boost_mode: false,
      multi_bet_amount: 0,
    });
    expect(merged).toMatchObject({
      multi_dividend: 12.5,
      is_multi_bonus_bet_applied: true,
      boost_mode: true,
      multi_bet_amount: 5,
    });
  });
});
