import { buildRequestPayload } from './payloads';
import { applyFailure, applyPlacement } from './placement-results';
import type { SlipCore } from './slip-core';
import { isSubmitDisabled } from './submit-rules';
import type { RequestResult } from './types';

/** Placing the slip: one request-bet at a time, and the Place pressed logged out that the next login carries out. */
export function placementSlice(core: SlipCore, verify: () => Promise<void>) {
  const { store, deps, couponCode, priceChanges } = core;
  let submitting: Promise<RequestResult | null> | null = null;

  /**
   * Places the slip through request-bet. A second call while one is in flight returns the same promise, and a
   * failed attempt keeps its coupon_tracking_code, so a double click or a retry can never place twice.
   * Resolves to the server's result, or null when submit is disabled or the request failed (see slipError).
   */
  function submit(): Promise<RequestResult | null> {
    if (submitting) return submitting;
    const state = store.getState();
    if (isSubmitDisabled(state)) return Promise.resolve(null);
    const payload = buildRequestPayload(state, couponCode(), priceChanges());
    const sentLegIds = payload.legs.map((leg) => leg.leg_id);
    store.setState({ isSubmitting: true, processingLegs: sentLegIds, successfulLegs: [], slipError: null });
    submitting = deps
      .requestBet(payload)
      .then((result) => {
        applyPlacement(core, result);
        return result;
      })
      .catch((error: unknown) => {
        applyFailure(core, error);
        return null;
      })
      .finally(() => {
        submitting = null;
        store.setState({ isSubmitting: false, processingLegs: [] });
      });
    return submitting;
  }

  /**
   * After login (SPEC 4 Session): the slip is "re-submitted" only when it was submitted before, that is when the
   * punter pressed Place and was asked to log in on this page, and only for a verified punter; otherwise it is
   * refreshed and waits for Place (docs/SPEC-CHOICES.md).
   */
  async function resumeAfterLogin(userVerified: boolean): Promise<void> {
    const pressedPlace = store.getState().placeOnLogin;
    store.setState({ placeOnLogin: false });
    if (store.getState().legs.length === 0) return;
    if (userVerified && pressedPlace) await submit();
    else await verify();
  }

  return {
    submit,
    resumeAfterLogin,
    /** Place pressed while logged out: the login asked for now places the slip. */
    placeAfterLogin: () => store.setState({ placeOnLogin: true }),
    /** The punter left the login without logging in: a later login does not place. */
    forgetPlaceAfterLogin: () => store.setState({ placeOnLogin: false }),
    clearSuccessfulLegs: () => store.setState({ successfulLegs: [] }),
  };
}
