import { describe, expect, it } from 'vitest';
import { buildRequestPayload, buildVerifyPayload, newCouponTrackingCode, wireBetType } from './payloads';
import { parseSlip } from '@wagering/contract/wagering';
import { multi, racingLeg } from '@wagering/testing/betslip';
import { parlayOptions } from './parlays';
import type { NewLeg } from './types';

const open = racingLeg({ bet_amount: 10 });
const closed = racingLeg({ event_id: 2, event_status: 'Closed' });
const sport = racingLeg({
  event_id: 3,
  is_sport: true,
  sport_code: 'AFL',
  selection_name: 'Swans',
  bet_type: 'H2H',
  boost_mode: false,
  event_type: 'S',
});
const slip = {
  legs: [open, closed, sport],
  multi: multi({ multi_bet_amount: 2, is_multi_bonus_bet_applied: true, boost_mode: true }),
  parlayCombos: [
    { label: 'Doubles', legCount: 2, combinations: [[open.leg_id, sport.leg_id]], amount: 1, dividend: 4 },
    {
      label: 'Trebles',
      legCount: 3,
      combinations: [[open.leg_id, closed.leg_id, sport.leg_id]],
      amount: 0,
      dividend: 8,
    },
  ],
};

describe('POST /betting/verify-bet payload', () => {
  const payload = buildVerifyPayload(slip, 'code-1');
  it('coupon_tracking_code, multi_bet_amount, is_free_bets, multi_boost, legs[], optional parlay_options[], and our price_changes setting', () => {
    expect(Object.keys(payload).sort()).toEqual(
      [
        'coupon_tracking_code',
        'is_free_bets',
        'legs',
        'multi_bet_amount',
        'multi_boost',
        'parlay_options',
        'price_changes',
      ].sort(),
    );
    expect(payload.price_changes).toBe('ask');
    expect(buildVerifyPayload(slip, 'code-1', 'accept_any').price_changes).toBe('accept_any');
    expect(payload).toMatchObject({
      coupon_tracking_code: 'code-1',
      multi_bet_amount: 2,
      is_free_bets: true,
      multi_boost: true,
    });
  });
  it('legs carry exactly the SPEC fields, with optional boost_mode and is_sport', () => {
    expect(Object.keys(payload.legs[0]).sort()).toEqual(
      [
        'leg_id',
        'event_id',
        'bet_type',
        'special_type',
        'selections',
        'bet_amount',
        'total_amount',
        'requested_dividend',
        'modifier_1',
        'modifier_2',
        'is_free_bet',
        'event_type',
      ].sort(),
    );
    expect(payload.legs[1]).toMatchObject({ boost_mode: false, is_sport: true });
  });
  it('Only legs whose event_status is missing or open are sent', () => {
    expect(payload.legs.map((l) => l.leg_id)).toEqual([open.leg_id, sport.leg_id]);
  });
  it('Only parlay options with amount greater than 0 are sent', () => {
    expect(payload.parlay_options).toEqual([{ combinations: [[open.leg_id, sport.leg_id]], amount: 1 }]);
    expect(buildVerifyPayload({ ...slip, parlayCombos: [] }, 'c')).not.toHaveProperty('parlay_options');
  });
  it('a parlay option naming a leg whose event closed is not sent (the API would refuse the slip, 369)', () => {
    const staked = slip.parlayCombos.map((combo) => ({ ...combo, amount: 1 }));
    const sent = buildVerifyPayload({ ...slip, parlayCombos: staked }, 'c');
    expect(sent.parlay_options).toEqual([{ combinations: [[open.leg_id, sport.leg_id]], amount: 1 }]);
    const parsed = parseSlip(sent);
    expect('problem' in parsed ? parsed.problem : null).toBeNull();
  });
});

describe('POST /betting/request-bet payload', () => {
  it('as verify, with use_dividend_boost in place of multi_boost', () => {
    const { use_dividend_boost, ...rest } = buildRequestPayload(slip, 'code-1');
    const { multi_boost, ...verifyRest } = buildVerifyPayload(slip, 'code-1');
    expect(use_dividend_boost).toBe(multi_boost);
    expect(rest).toEqual(verifyRest);
    expect(rest).not.toHaveProperty('multi_boost');
  });
});

describe('coupon tracking code', () => {
  it('is 32 hex digits and new each time', () => {
    const a = newCouponTrackingCode();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newCouponTrackingCode()).not.toBe(a);
  });
});

describe('selections on the wire', () => {
  /** The selections of a one-leg slip's payload. */
  const wireSelections = (selections: NewLeg['selections']) =>
    buildVerifyPayload({ legs: [racingLeg({ selections })], multi: multi(), parlayCombos: [] }, 'c').legs[0].selections;
  it('one runner is its number; one sports selection its name', () => {
    expect(wireSelections([3])).toBe(3);
    expect(wireSelections(['Swans'])).toBe('Swans');
  });
  it('one group of runners (boxed, quinella, same-race-multi) is comma-separated', () => {
    expect(wireSelections([1, 4, 7])).toBe('1,4,7');
    expect(wireSelections(['3:FWIN', '5:PTOP2'])).toBe('3:FWIN,5:PTOP2');
  });
  it('one group per position is slash-separated', () =>
    expect(wireSelections([[3], [1, 5], [1, 5, 7]])).toBe('3/1,5/1,5,7'));
  it('the payload carries the wire form', () => expect(buildVerifyPayload(slip, 'c').legs[0].selections).toBe(3));
});

describe('bet type on the wire', () => {
  it('a racing win or place leg goes out as the product it is priced on', () => {
    expect(wireBetType({ bet_type: 'Win', dividend_code: 'FWIN' })).toBe('FWIN');
    expect(wireBetType({ bet_type: 'Place', dividend_code: 'VICPlc' })).toBe('VICPlc');
    expect(wireBetType({ bet_type: 'Win', dividend_code: 'TF' })).toBe('TF');
  });

  it('each-way, exotic and sports legs keep their bet type', () => {
    expect(wireBetType({ bet_type: 'EachWay', dividend_code: 'EachWay' })).toBe('EachWay');
    expect(wireBetType({ bet_type: 'Exotic', dividend_code: 'Trifecta' })).toBe('Exotic');
    expect(wireBetType({ bet_type: 'TotalOver', is_sport: true, dividend_code: 'X' })).toBe('TotalOver');
    expect(wireBetType({ bet_type: 'Win' })).toBe('Win');
  });
});

describe('the slip builds only what the API reads one way (issue 33: parseSlip)', () => {
  // Slips of 3 to 6 fixed wins over 4 races, some two runners of one race: every parlay option staked.
  const slips = [3, 4, 5, 6].flatMap((n) =>
    [0, 1, 2].map((shift) =>
      Array.from({ length: n }, (_, i) =>
        racingLeg({ event_id: 200 + ((i + shift) % 4), selections: [i + 1], dividend_code: 'FWIN', bet_amount: 1 }),
      ),
    ),
  );
  it('leg ids unique, every combination naming legs of the slip once each, no combination twice', () => {
    for (const legs of slips) {
      const parlayCombos = parlayOptions(legs).map((o) => ({ ...o, amount: 1 }));
      const payload = buildRequestPayload({ legs, multi: multi({ multi_bet_amount: 1 }), parlayCombos }, 'c');
      const parsed = parseSlip(payload);
      expect('problem' in parsed ? parsed.problem : null).toBeNull();
    }
  });
});
