import { dateTime, int, obj, str } from '../../lib/schemas';

export const bonusBet = obj({
  id: int,
  description: str,
  amount_cents: int,
  remaining_cents: int,
  expires_at: dateTime,
});
export const dividendBoost = obj({
  id: int,
  description: str,
  boost_percent: int,
  remaining_value: int,
  expires_at: dateTime,
});
