import { betslip } from '@wagering/shared/betslip';
import { openModal, sessionStore } from '@wagering/shared/session';

/**
 * Place: a logged-out punter is asked to log in first, and the slip waits for them (that login places it for a
 * verified punter and refreshes it otherwise). An unverified punter sees the unverified-account overlay
 * (SPEC 2) with its way to verification, and the slip stays as it is (until the account state is read the server
 * is the judge: it refuses an unverified punter's bet). A double click or a retry goes through the store's one
 * in-flight submission and its coupon tracking code, so it never places twice.
 */
export function placeBets(userVerified: boolean | undefined): void {
  if (!sessionStore.getState().isLoggedIn) {
    betslip.placeAfterLogin();
    openModal('login');
    return;
  }
  if (userVerified === false) {
    openModal('unverifiedError');
    return;
  }
  void betslip.submit();
}
