import { getOutboxHandler } from './get-outbox.handler';
import { getOutboxSchema } from './get-outbox.schema';
import { postKycApprovalHandler } from './post-kyc-approval.handler';
import { postKycApprovalSchema } from './post-kyc-approval.schema';
import { postPayidPaymentHandler } from './post-payid-payment.handler';
import { postPayidPaymentSchema } from './post-payid-payment.schema';
import { postBonusBetHandler } from './post-bonus-bet.handler';
import { postBonusBetSchema } from './post-bonus-bet.schema';
import { postDividendBoostHandler } from './post-dividend-boost.handler';
import { postDividendBoostSchema } from './post-dividend-boost.schema';
import { getFeedClockHandler } from './get-feed-clock.handler';
import { getFeedClockSchema } from './get-feed-clock.schema';
import { postFeedAdvanceHandler } from './post-feed-advance.handler';
import { postFeedAdvanceSchema } from './post-feed-advance.schema';
import { postRaceJumpHandler } from './post-race-jump.handler';
import { postRaceJumpSchema } from './post-race-jump.schema';
import { postRaceJumpInHandler } from './post-race-jump-in.handler';
import { postRaceJumpInSchema } from './post-race-jump-in.schema';
import { postRacePriceHandler } from './post-race-price.handler';
import { postRacePriceSchema } from './post-race-price.schema';
import { postRaceScratchHandler } from './post-race-scratch.handler';
import { postRaceScratchSchema } from './post-race-scratch.schema';
import { postRaceSettleHandler } from './post-race-settle.handler';
import { postRaceSettleSchema } from './post-race-settle.schema';
import { postMatchSettleHandler } from './post-match-settle.handler';
import { postMatchSettleSchema } from './post-match-settle.schema';
import type { ApiRoutes } from '../../../lib/type-provider';

/**
 * Development helpers standing in for outside parties: the mail outbox (what a mailer would send), the KYC
 * provider's approval, a bank paying into a PayID, and the promotions team granting a bonus bet or a dividend boost.
 * Registered only in the sandbox (never in production). One operation a file (see docs/ARCHITECTURE.md, API).
 */
export const devRoutes: ApiRoutes = async (app) => {
  if (!app.deps.sandbox) return;
  app.get('/dev/outbox', { schema: getOutboxSchema }, getOutboxHandler);
  app.post('/dev/kyc/:user_id/approve', { schema: postKycApprovalSchema }, postKycApprovalHandler);
  app.post('/dev/payid/incoming', { schema: postPayidPaymentSchema }, postPayidPaymentHandler);
  app.post('/dev/punters/:user_id/bonus-bets', { schema: postBonusBetSchema }, postBonusBetHandler);
  app.post('/dev/punters/:user_id/dividend-boosts', { schema: postDividendBoostSchema }, postDividendBoostHandler);
};

/**
 * The feed under a test's or a demo's control (FEED=manual, or the live simulator): move the clock, jump a race,
 * set a price, settle a race with a chosen finish. Sandbox only, like every /v1/dev route.
 */
export const devFeedRoutes: ApiRoutes = async (app) => {
  if (!app.deps.sandbox) return;
  app.get('/dev/feed/clock', { schema: getFeedClockSchema }, getFeedClockHandler);
  app.post('/dev/feed/advance', { schema: postFeedAdvanceSchema }, postFeedAdvanceHandler);
  app.post('/dev/feed/races/:event_id/jump', { schema: postRaceJumpSchema }, postRaceJumpHandler);
  app.post('/dev/feed/races/:event_id/jump-in', { schema: postRaceJumpInSchema }, postRaceJumpInHandler);
  app.post('/dev/feed/races/:event_id/price', { schema: postRacePriceSchema }, postRacePriceHandler);
  app.post('/dev/feed/races/:event_id/scratch', { schema: postRaceScratchSchema }, postRaceScratchHandler);
  app.post('/dev/feed/races/:event_id/settle', { schema: postRaceSettleSchema }, postRaceSettleHandler);
};

/** Matches under a test's or a demo's control: settle one with a chosen score. Sandbox only, like every /v1/dev route. */
export const devMatchRoutes: ApiRoutes = async (app) => {
  if (!app.deps.sandbox) return;
  app.post('/dev/feed/matches/:event_id/settle', { schema: postMatchSettleSchema }, postMatchSettleHandler);
};
