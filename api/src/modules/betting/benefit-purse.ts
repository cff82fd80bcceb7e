import { cents, type Cents } from '@wagering/contract/money';
import type { BonusBet, DividendBoost } from '../benefits/schemas';

/**
 * The punter's bonus bets and dividend boosts as one slip uses them up, leg by leg and then the multi: what each
 * bonus bet has left, how many uses each boost has left, and what can still be offered.
 */
export class BenefitPurse {
  private readonly bonusLeft: Map<number, Cents>;
  private readonly boostUses: Map<number, number>;

  constructor(
    readonly bonusBets: BonusBet[],
    private readonly boosts: DividendBoost[],
  ) {
    this.bonusLeft = new Map(bonusBets.map((b) => [b.id, b.remaining_cents]));
    this.boostUses = new Map(boosts.map((b) => [b.id, b.remaining_value]));
  }

  /** Cents this bonus bet has left for the rest of the slip. */
  left(bonus: BonusBet): Cents {
    return this.bonusLeft.get(bonus.id) ?? cents(0);
  }

  spend(bonus: BonusBet, stakeCents: Cents) {
    this.bonusLeft.set(bonus.id, cents(this.left(bonus) - stakeCents));
  }

  /** The first bonus bet with money left. */
  bonusOffer(): BonusBet | undefined {
    return this.bonusBets.find((b) => this.left(b) > 0);
  }

  /** The best boost with a use left. */
  boostOffer(): DividendBoost | undefined {
    return [...this.boosts]
      .sort((x, y) => y.boost_percent - x.boost_percent)
      .find((x) => (this.boostUses.get(x.id) ?? 0) > 0);
  }

  /** The best boost with a use left, that use taken. */
  takeBoost(): DividendBoost | undefined {
    const boost = this.boostOffer();
    if (boost) this.boostUses.set(boost.id, this.boostUses.get(boost.id)! - 1);
    return boost;
  }
}

/** A boost as the slip shows it (SPEC section 8 `boost`), used or offered. */
export const boostLine = (boost: DividendBoost, boostedPrice: number) => ({
  boost_id: boost.id,
  boost_percent: boost.boost_percent,
  boosted_dividend: boostedPrice,
});
