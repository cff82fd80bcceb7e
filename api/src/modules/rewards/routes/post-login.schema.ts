import { bool, errorResponses, obj, str } from '../../../lib/schemas';

export const postLoginSchema = {
  tags: ['rewards'],
  security: [{ bearer: [] }],
  summary: 'Open a rewards session for the logged-in punter',
  response: {
    200: obj({ crm_token: str, is_self_rewards_claim_eligible: bool, is_bonus_promotion_eligible: bool }),
    ...errorResponses(401, 404),
  },
} as const;
