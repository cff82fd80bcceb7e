import { dateTime, int, obj, str, type Infer } from '../../lib/schemas';

export const bonusBet = obj({
  id: int,
  description: str,
  amount_cents: int,
  remaining_cents: int,
  expires_at: dateTime,
});
export type BonusBet = Infer<typeof bonusBet>;

export const dividendBoost = obj({
  id: int,
  description: str,
  boost_percent: int,
  remaining_value: { ...int, description: 'How many more bets the boost can be used on (SPEC "remaining_value")' },
  expires_at: dateTime,
});
export type DividendBoost = Infer<typeof dividendBoost>;
