import { accountApp } from '../app';
import { ProfilePage } from './profile-page';
import { SelfExclusionPage } from './self-exclusion-page';
import { ResetPasswordPage } from './reset-password-page';
import { RegisterPage } from './register-page';
import { BonusPage } from './bonus-page';
import { PromotionsPage } from './promotions-page';
import { RewardsPage } from './rewards-page';
import { VerificationPage } from './verification-page';
import { BlackbookPage } from './blackbook-page';

/** The remote with every page in it: the server renders a page whole, in one pass (no page waits on a chunk there). */
export const EagerApp = accountApp({
  ProfilePage,
  SelfExclusionPage,
  ResetPasswordPage,
  RegisterPage,
  BonusPage,
  PromotionsPage,
  RewardsPage,
  VerificationPage,
  BlackbookPage,
});
