import { arrayOf, errorResponses, obj } from '../../../lib/schemas';
import { bonusBet, dividendBoost } from '../../benefits/schemas';
import { crmHeader } from '../crm-token';

export const getBonusesSchema = {
  tags: ['rewards'],
  headers: crmHeader,
  summary: 'The punter’s bonus bets and dividend boosts',
  response: {
    200: obj({ bonus_bets: arrayOf(bonusBet), dividend_boosts: arrayOf(dividendBoost) }),
    ...errorResponses(401),
  },
} as const;
