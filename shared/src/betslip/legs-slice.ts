import { normaliseLeg } from './leg-rules';
import { takeServerPrices, withLivePrices, type LivePrices } from './live-prices';
import { mergeVerifiedLegs, mergeVerifiedMulti } from './merge';
import { parlayOptions, parlayOptionsAfterChange } from './parlays';
import { buildVerifyPayload } from './payloads';
import { slipErrorOf, type SlipCore } from './slip-core';
import type { Leg, NewLeg } from './types';

/** The slip's legs: adding and removing picks, verifying them with the server, and following live prices. */
export function legsSlice({ store, deps, couponCode, clear, priceChanges }: SlipCore) {
  // Only the newest verification may write its answer: an older one finishing late would undo newer legs.
  let verifySeq = 0;

  /**
   * Verifies the slip with the pending flag set while the call is in flight; the verified data replaces the slip
   * (or, after a removal, only its multi part). `fresh` legs (just added, or restored with the slip) take the
   * server's price. Verification failure is swallowed silently.
   */
  async function verify(scope: 'slip' | 'multi' = 'slip', fresh: string[] = []): Promise<void> {
    const payload = buildVerifyPayload(store.getState(), couponCode(), priceChanges());
    if (payload.legs.length === 0) return;
    const seq = ++verifySeq;
    store.setState({ isBetVerifyPending: true });
    try {
      const result = await deps.verifyBet(payload);
      if (seq !== verifySeq) return;
      const current = store.getState();
      if (current.legs.length === 0) return clear();
      const multi = mergeVerifiedMulti(current.multi, result.multi);
      if (scope === 'multi') store.setState({ multi });
      else {
        const legs = takeServerPrices(
          mergeVerifiedLegs(current.legs, result.legs ?? [], deps.balance()),
          new Set(fresh),
          priceChanges(),
        );
        // A leg whose event closed meanwhile leaves the parlays (the multi is the server's, of the open legs).
        const parlayCombos = parlayOptionsAfterChange(legs, current.parlayCombos);
        store.setState({ legs, multi, parlayCombos, slipError: slipErrorOf(result) });
      }
    } catch {
      // SPEC 8: bet verification failure is swallowed silently; the slip stays as the punter built it.
    } finally {
      if (seq === verifySeq) store.setState({ isBetVerifyPending: false });
    }
  }

  /** Removes a selection: if legs remain the slip is re-verified (multi part only); if none remain it is cleared. */
  async function removeLeg(legId: string): Promise<void> {
    const { legs } = store.getState();
    const remaining = legs.filter((leg) => leg.leg_id !== legId);
    if (remaining.length === legs.length) return;
    if (remaining.length === 0) return clear();
    store.setState({ legs: remaining, parlayCombos: parlayOptions(remaining) });
    await verify('multi');
  }

  /**
   * Adds a selection, or removes it if its leg is already in the slip. On adding, multi_bet_amount resets to 0
   * and parlay combinations are recomputed, then the slip is verified. SPEC 3: the update is ignored while a
   * verification is pending.
   */
  async function addLeg(input: NewLeg | Leg): Promise<void> {
    const state = store.getState();
    if (state.isBetVerifyPending) return;
    const leg = normaliseLeg(input);
    if (state.legs.some((l) => l.leg_id === leg.leg_id)) return removeLeg(leg.leg_id);
    const legs = [...state.legs, leg];
    store.setState({ legs, multi: { ...state.multi, multi_bet_amount: 0 }, parlayCombos: parlayOptions(legs) });
    await verify('slip', [leg.leg_id]);
  }

  /** A race's prices moved (live push): its legs show the new prices. */
  function applyLivePrices(update: LivePrices): void {
    const { legs } = store.getState();
    const next = withLivePrices(legs, update, priceChanges());
    if (next !== legs) store.setState({ legs: next });
  }

  return {
    addLeg,
    removeLeg,
    verify: () => verify(),
    /** Verifies a slip restored from storage: its prices are refreshed from the server. */
    refresh: () =>
      verify(
        'slip',
        store.getState().legs.map((leg) => leg.leg_id),
      ),
    applyLivePrices,
  };
}
