import { describe, expect, it } from 'vitest';
import { isSlipCode, SlipCode } from './slip-codes';

describe('the slip codes of SPEC 8', () => {
  it("are SPEC 8's numbers and text codes", () => {
    expect(SlipCode).toMatchObject({
      noBonusBet: 300,
      refused: 302,
      priceChanged: 311,
      bonusOverLimit: 314,
      legNotTaken: 350,
      productUnavailable: 351,
      underMinimumBet: 358,
      multiBonusOverLimit: 'multi-bonus-over-limit',
      multiBoostOverLimit: 'multi-boost-over-limit',
    });
  });

  it('match a code from the wire as a number or as text (the multi sends text)', () => {
    expect(isSlipCode(358, SlipCode.underMinimumBet)).toBe(true);
    expect(isSlipCode('358', SlipCode.underMinimumBet)).toBe(true);
    expect(isSlipCode('359', SlipCode.underMinimumBet)).toBe(false);
    expect(isSlipCode(null, SlipCode.underMinimumBet)).toBe(false);
    expect(isSlipCode(undefined, SlipCode.priceChanged)).toBe(false);
    expect(isSlipCode('multi-boost-over-limit', SlipCode.multiBoostOverLimit)).toBe(true);
  });
});
