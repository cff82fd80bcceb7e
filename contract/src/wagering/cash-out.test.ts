import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOutOffer, type CashOutLeg } from './cash-out';
import { cents } from '../money';

const price = fc.integer({ min: 101, max: 50_000 }).map((h) => h / 100);
const legArb: fc.Arbitrary<CashOutLeg> = fc.oneof(
  fc.record({ result: fc.constant('pending' as const), takenPrice: price, currentPrice: price }),
  fc.record({ result: fc.constant('won' as const), takenPrice: price }),
  fc.constant({ result: 'void' as const }),
  fc.constant({ result: 'lost' as const }),
);
const stakeArb = fc.integer({ min: 50, max: 10_000_000 });
const marginArb = fc.integer({ min: 0, max: 2000 }).map((bp) => bp / 100);

/** stake × Π factors, rounded down to the cent, worked exactly (prices in whole hundredths). */
const floorProduct = (stake: number, factors: number[]) =>
  Number(factors.reduce((a, f) => a * BigInt(Math.round(f * 100)), BigInt(stake)) / 100n ** BigInt(factors.length));
/** The bet's value at current prices: a leg to run pays its taken price with the chance its current price gives it. */
const valueAtCurrentPrices = (stake: number, legs: CashOutLeg[]) =>
  legs.reduce(
    (v, l) =>
      l.result === 'pending' ? (v * l.takenPrice) / l.currentPrice : l.result === 'won' ? v * l.takenPrice : v,
    stake,
  );
/** The most the bet could ever return: every leg still to run wins at its taken price. */
const potentialReturn = (stake: number, legs: CashOutLeg[]) =>
  floorProduct(
    stake,
    legs.map((l) => (l.result === 'pending' || l.result === 'won' ? l.takenPrice : 1)),
  );

describe('cash out offer (properties over generated bets)', () => {
  it('is never more than the bet is worth at current prices, nor more than it could ever return', () => {
    fc.assert(
      fc.property(stakeArb, fc.array(legArb, { minLength: 1, maxLength: 6 }), marginArb, (stake, legs, margin) => {
        // Only bets whose best return the ledger can hold (safe integer cents); no realistic bet comes near.
        fc.pre(potentialReturn(stake, legs) <= Number.MAX_SAFE_INTEGER);
        const offer = cashOutOffer(cents(stake), legs, margin);
        if (offer === null) return;
        expect(Number.isSafeInteger(offer)).toBe(true);
        expect(offer).toBeGreaterThan(0);
        // A relative tolerance for the float check only: the rule itself works exactly.
        expect(offer).toBeLessThanOrEqual(valueAtCurrentPrices(stake, legs) * (1 + 1e-9));
        expect(offer).toBeLessThanOrEqual(potentialReturn(stake, legs));
      }),
      { numRuns: 1000 },
    );
  });

  it('has no offer once a leg has lost, or when no leg is left to run', () => {
    fc.assert(
      fc.property(stakeArb, fc.array(legArb, { minLength: 1, maxLength: 6 }), (stake, legs) => {
        const lost = legs.some((l) => l.result === 'lost');
        const running = legs.some((l) => l.result === 'pending');
        if (lost || !running) expect(cashOutOffer(cents(stake), legs, 5)).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  it('moves with the market: a shorter current price never lowers the offer, a bigger margin never raises it', () => {
    fc.assert(
      fc.property(stakeArb, price, price, price, marginArb, marginArb, (stake, taken, a, b, m1, m2) => {
        const offerAt = (current: number, margin: number) =>
          cashOutOffer(cents(stake), [{ result: 'pending', takenPrice: taken, currentPrice: current }], margin) ?? 0;
        const [short, long] = a <= b ? [a, b] : [b, a];
        expect(offerAt(short, 5)).toBeGreaterThanOrEqual(offerAt(long, 5));
        const [low, high] = m1 <= m2 ? [m1, m2] : [m2, m1];
        expect(offerAt(a, low)).toBeGreaterThanOrEqual(offerAt(a, high));
      }),
      { numRuns: 1000 },
    );
  });

  it('pays a $10 win bet at 5.00 now 4.00 its value $12.50 less a 5% margin: $11.87', () => {
    expect(cashOutOffer(cents(1000), [{ result: 'pending', takenPrice: 5, currentPrice: 4 }], 5)).toBe(1187);
  });

  it('pays a price that shortened a long way its value: $10 at 9.00 now 2.00 is worth $45, offers $42.75', () => {
    expect(cashOutOffer(cents(1000), [{ result: 'pending', takenPrice: 9, currentPrice: 2 }], 5)).toBe(4275);
  });

  it('counts a multi’s won leg at its price and a void leg as 1', () => {
    const legs: CashOutLeg[] = [
      { result: 'won', takenPrice: 2 },
      { result: 'void' },
      { result: 'pending', takenPrice: 3, currentPrice: 3 },
    ];
    // $10 × 2 × 1 × 3/3 = $20, less 5% = $19.00.
    expect(cashOutOffer(cents(1000), legs, 5)).toBe(1900);
  });
});
