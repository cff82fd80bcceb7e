/** The types of a bet slip's walk: the slip as sent and answered on the wire, and the plan verify-slip.ts makes of it. */
import type { Cents } from '@wagering/contract/money';
import type { SlipLeg } from '@wagering/contract/wagering';
import type { Infer } from '../../lib/schemas';
import type { BonusBet, DividendBoost } from '../benefits/schemas';
import type { betSlipSchema, placementSchema, StoredLeg, verificationSchema } from './schemas';

export type BetSlip = Infer<typeof betSlipSchema>;
export type LegInput = BetSlip['legs'][number];
/** A leg of the parsed slip (read-slip.ts): what every rule, price and placement reads. */
export type ParsedLeg = SlipLeg<LegInput>;
export type Verification = Infer<typeof verificationSchema>;
type VerifiedLeg = Verification['legs'][number];
export type Placement = Infer<typeof placementSchema>;

export interface LegPlan {
  input: ParsedLeg;
  out: VerifiedLeg;
  stakeCents: Cents;
  combos: number;
  /** The whole-bet price to take (boosted when boosted); null for tote and exotic bets. */
  takenPrice: number | null;
  stored: StoredLeg[];
  /** The single's own parts when boosted: the boost is the single's, never its multi's or parlays'. */
  boostedParts?: StoredLeg[];
  description: string;
  /** A fixed-price win leg (or sports leg) that can join a multi or parlay. */
  multiable: boolean;
  bonus?: BonusBet;
  boost?: DividendBoost;
}

export interface MultiPlan {
  stakeCents: Cents;
  price: number;
  bonus?: BonusBet;
  boost?: DividendBoost;
  legs: LegPlan[];
}

export interface ParlayPlan {
  combination: LegPlan[];
  amountCents: Cents;
  price: number;
}

export interface Plan {
  verification: Verification;
  legs: LegPlan[];
  multi: MultiPlan | null;
  parlays: ParlayPlan[];
}

/** The slip's error: its first problem, a leg's, then the multi's, then a parlay's. */
export interface SlipError {
  code: number | string | null | undefined;
  message: string | null;
}
