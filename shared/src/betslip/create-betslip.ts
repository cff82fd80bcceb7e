import { legsSlice } from './legs-slice';
import { placementSlice } from './placement-slice';
import { createSlipCore, type BetslipDeps } from './slip-core';
import { stakesSlice } from './stakes-slice';

/**
 * A betslip: the store plus its commands, put together from slices that each own one concern (legs and their
 * prices, stakes, placement) over the one store. The site uses the one of betslip-store.ts; tests make their own.
 */
export function createBetslip(deps: BetslipDeps) {
  const core = createSlipCore(deps);
  const { store, clear } = core;
  const legs = legsSlice(core);
  const setShowBetslip = (showBetslip: boolean) => store.setState({ showBetslip });
  return {
    store,
    ...legs,
    ...stakesSlice(core),
    ...placementSlice(core, legs.verify),
    clear,
    openBetslip: () => setShowBetslip(true),
    closeBetslip: () => setShowBetslip(false),
    toggleBetslip: () => setShowBetslip(!store.getState().showBetslip),
  };
}
