import { isSlipCode, SlipCode } from '@wagering/shared/constants';
import { normaliseLeg, replacedBenefitNote, withOneBenefit, withOneMultiBenefit } from './leg-rules';
import { legErrorCodes } from './leg-errors';
import { clearMinBetError, clearMultiMinBetError } from './live-prices';
import type { BetslipState, SlipCore } from './slip-core';
import type { Leg, Multi } from './types';

/** What the punter stakes: each leg's stake and choices, the multi's and the parlays' amounts. */
export function stakesSlice({ store }: SlipCore) {
  /** A slip-level minimum-bet error goes with the last leg or multi error that caused it. */
  const withoutStaleMinBet = (state: Pick<BetslipState, 'legs' | 'multi' | 'slipError'>) =>
    isSlipCode(state.slipError?.err_code, SlipCode.underMinimumBet) &&
    !state.legs.some((leg) => legErrorCodes(leg).some((code) => isSlipCode(code, SlipCode.underMinimumBet))) &&
    !isSlipCode(state.multi.error_code, SlipCode.underMinimumBet)
      ? null
      : state.slipError;

  /**
   * Changes a leg (stake, each-way, bonus or boost choice); amounts are settled again (EachWay total = 2 x stake),
   * a minimum-bet error goes as soon as the stake is valid, and choosing a bonus bet or a boost lets the other go
   * (with a note saying so, in place of any older note).
   */
  function updateLeg(legId: string, patch: Partial<Omit<Leg, 'leg_id'>>): void {
    const state = store.getState();
    const choice = withOneBenefit(patch);
    // A new choice ends an old note; letting the other benefit go says so, never silently.
    const note = (leg: Leg) =>
      'is_free_bet' in patch || 'boost_mode' in patch ? { notice: replacedBenefitNote(leg, patch) } : {};
    const legs = state.legs.map((leg) =>
      leg.leg_id === legId ? clearMinBetError(normaliseLeg({ ...leg, ...patch, ...choice, ...note(leg) })) : leg,
    );
    store.setState({ legs, slipError: withoutStaleMinBet({ ...state, legs }) });
  }

  /** Changes the punter's multi choices: amount, bonus bet, boost (choosing one of these two lets the other go). */
  function updateMulti(
    patch: Partial<Pick<Multi, 'multi_bet_amount' | 'is_multi_bonus_bet_applied' | 'boost_mode'>>,
  ): void {
    const state = store.getState();
    const multi = clearMultiMinBetError({ ...state.multi, ...patch, ...withOneMultiBenefit(patch) });
    store.setState({ multi, slipError: withoutStaleMinBet({ ...state, multi }) });
  }

  function setParlayAmount(label: string, amount: number): void {
    store.setState({
      parlayCombos: store
        .getState()
        .parlayCombos.map((combo) => (combo.label === label ? { ...combo, amount } : combo)),
    });
  }

  return { updateLeg, updateMulti, setParlayAmount };
}
