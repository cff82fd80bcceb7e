import { useStore } from 'zustand';
import { accountStateQuery, api, getQueryClient, punterId, subscribeLive } from '@wagering/shared/api';
import { bus } from '@wagering/shared/bus';
import { centsToDollars } from '@wagering/shared/format';
import { persistSlice, preferencesStore, sessionStore, uiStore } from '@wagering/shared/session';
import { createBetslip } from './create-betslip';
import type { BetslipState } from './slip-core';

/** The one betslip of the page (this module is a Module Federation singleton), wired to the /v1 API. */
export const betslip = createBetslip({
  // Every /v1 call answers `{ data }` (docs/API.md); the store works on what is inside.
  verifyBet: async (payload) => (await api.POST('/betting/verify-bet', { body: payload })).data,
  requestBet: async (payload) => (await api.POST('/betting/request-bet', { body: payload })).data,
  // The cash balance as the page's query cache holds it (the header reads the same entry).
  balance: () => {
    const state = getQueryClient().getQueryData(accountStateQuery(punterId()).queryKey);
    return state ? centsToDollars(state.cash_cents) : undefined;
  },
  priceChanges: () => preferencesStore.getState().priceChanges,
});
export const betslipStore = betslip.store;

/**
 * Starts the page's betslip in the browser: its persisted slice, its live prices, the bus and the stores it follows.
 * The shell's client boot calls it once, after the session is restored (the slip's owner is read from it); the
 * server never does, so importing the kit wires nothing. Returns the function that stops it (tests, hot reload).
 */
export function startBetslip(): () => void {
  // SPEC "Client state": the slip is kept with the rest of the client state (one storage key), so it survives a
  // reload, a full page load and moving between racing and sports. What is in flight (placing, pending, tickets) is not.
  const stops = [
    persistSlice('betslip', betslipStore, ({ legs, multi, parlayCombos, couponTrackingCode }) => ({
      legs,
      multi,
      parlayCombos,
      couponTrackingCode,
    })),
  ];
  // A restored slip's prices may be old: they are asked again.
  if (betslipStore.getState().legs.length > 0) void betslip.refresh();
  stops.push(
    // The slip follows the race cards' prices as the feed moves them.
    subscribeLive('odds', betslip.applyLivePrices),
    tellTheAppTheLegCount(),
    bus.on('betslip:drawer:request', betslip.openBetslip),
    forgetPlaceWhenLoginLeft(),
    clearForAnotherPunter(),
  );
  return () => stops.forEach((stop) => stop());
}

/** The site tells the native app the number of betslip legs whenever it changes; the app can ask to open the slip. */
const tellTheAppTheLegCount = () =>
  betslipStore.subscribe((state, previous) => {
    if (state.legs.length !== previous.legs.length) bus.emit('betslip:legs:count', state.legs.length);
  });

/**
 * Place pressed logged out waits for the login it asked for. The login flow closes the modal and resumes the slip in
 * one go, so the check runs after it: a modal closed with nobody logged in was left, and the wish to place goes.
 */
const forgetPlaceWhenLoginLeft = () =>
  uiStore.subscribe((state, previous) => {
    if (!previous.modals.login || state.modals.login) return;
    queueMicrotask(() => {
      if (!sessionStore.getState().isLoggedIn) betslip.forgetPlaceAfterLogin();
    });
  });

/**
 * A punter's slip is theirs: when they log out, are logged out (401) or someone else logs in on this tab, it goes
 * (with their queries, see api/punter-data.ts). A slip built before logging in is kept for the punter who logs in.
 */
function clearForAnotherPunter(): () => void {
  const punterOf = () => sessionStore.getState().userData.user_id ?? null;
  let slipOwner = punterOf();
  return sessionStore.subscribe(() => {
    const punter = punterOf();
    if (String(punter) === String(slipOwner)) return;
    if (slipOwner !== null) betslip.clear();
    slipOwner = punter;
  });
}

export function useBetslip<T>(selector: (state: BetslipState) => T): T {
  return useStore(betslipStore, selector);
}
