import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { accountStateQuery, api, ApiError, getQueryClient, punterId, subscribeLive } from '@wagering/shared/api';
import { bus } from '@wagering/shared/bus';
import { PUNTER_DEFAULT_PRICE_CHANGES, type PriceChangeSetting } from '@wagering/shared/constants';
import { centsToDollars } from '@wagering/shared/format';
import { persistSlice, preferencesStore, sessionStore, uiStore } from '@wagering/shared/session';
import { normaliseLeg, withOneBenefit, withOneMultiBenefit } from './leg-rules';
import { legErrorCodes } from './leg-errors';
import {
  clearMinBetError,
  clearMultiMinBetError,
  takeServerPrices,
  withLivePrices,
  type LivePrices,
} from './live-prices';
import { mergeVerifiedLegs, mergeVerifiedMulti } from './merge';
import { parlayOptions } from './parlays';
import { buildRequestPayload, buildVerifyPayload, newCouponTrackingCode } from './payloads';
import { hasErrorCodes, isSubmitDisabled } from './submit-rules';
import type {
  Leg,
  Multi,
  NewLeg,
  ParlayOption,
  PlacedBet,
  RequestPayload,
  RequestResult,
  SlipError,
  VerifiedLeg,
  VerifyPayload,
  VerifyResult,
} from './types';

export interface BetslipState {
  legs: Leg[];
  multi: Multi;
  parlayCombos: ParlayOption[];
  /** Sent with verify and request; kept across retries until a bet is placed, so a retry never places twice. */
  couponTrackingCode: string | null;
  /** Bets placed by the last submission (tickets to show). */
  successfulLegs: PlacedBet[];
  /** leg_ids being placed right now. */
  processingLegs: string[];
  isBetVerifyPending: boolean;
  isSubmitting: boolean;
  showBetslip: boolean;
  /** The slip-level error of the last verify or request (err_code, err_msg), if any. */
  slipError: SlipError | null;
  /**
   * The punter pressed Place logged out and was asked to log in on this page: the login that follows places the
   * slip. Never kept across a reload, so a login at any other time only checks the slip again.
   */
  placeOnLogin: boolean;
}

/** What the store needs from outside, injected so the rules run (and are tested) without fetch. */
export interface BetslipDeps {
  verifyBet(payload: VerifyPayload): Promise<VerifyResult>;
  requestBet(payload: RequestPayload): Promise<RequestResult>;
  /** The punter's cash balance in dollars, when known (insufficient funds is ignored at 0). */
  balance(): number | undefined;
  /** The punter's price-change setting, sent with verify and request (accept better prices when not given). */
  priceChanges?(): PriceChangeSetting;
}

const emptyMulti = (): Multi => ({
  multi_bet_amount: 0,
  multi_dividend: 0,
  is_multi_allowed: false,
  is_multi_bonus_bet_applied: false,
  is_multi_bonus_bet_allowed: false,
  multi_bonus_bet_limit: 0,
  multi_boost: null,
  boost_mode: false,
});

const emptySlip = () => ({
  legs: [] as Leg[],
  multi: emptyMulti(),
  parlayCombos: [] as ParlayOption[],
  couponTrackingCode: null,
  processingLegs: [] as string[],
  slipError: null,
});

const slipErrorOf = (result: SlipError): SlipError | null =>
  result.err_code || result.err_msg ? { err_code: result.err_code ?? null, err_msg: result.err_msg ?? null } : null;

export type Betslip = ReturnType<typeof createBetslip>;

/** A betslip: the store plus its commands. The site uses the one `betslip` below; tests make their own. */
export function createBetslip(deps: BetslipDeps) {
  const store: StoreApi<BetslipState> = createStore<BetslipState>(() => ({
    ...emptySlip(),
    successfulLegs: [],
    isBetVerifyPending: false,
    isSubmitting: false,
    showBetslip: false,
    placeOnLogin: false,
  }));
  // Only the newest verification may write its answer: an older one finishing late would undo newer legs.
  let verifySeq = 0;
  let submitting: Promise<RequestResult | null> | null = null;

  const couponCode = () => {
    const existing = store.getState().couponTrackingCode;
    if (existing) return existing;
    const code = newCouponTrackingCode();
    store.setState({ couponTrackingCode: code });
    return code;
  };

  const clear = () => store.setState(emptySlip());
  const priceChanges = () => deps.priceChanges?.() ?? PUNTER_DEFAULT_PRICE_CHANGES;

  /** A slip-level minimum-bet error goes with the last leg or multi error that caused it. */
  const withoutStaleMinBet = (state: Pick<BetslipState, 'legs' | 'multi' | 'slipError'>) =>
    String(state.slipError?.err_code ?? '') === '358' &&
    !state.legs.some((leg) => legErrorCodes(leg).some((code) => String(code) === '358')) &&
    String(state.multi.error_code ?? '') !== '358'
      ? null
      : state.slipError;

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
      else
        store.setState({
          legs: takeServerPrices(
            mergeVerifiedLegs(current.legs, result.legs ?? [], deps.balance()),
            new Set(fresh),
            priceChanges(),
          ),
          multi,
          slipError: slipErrorOf(result),
        });
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

  /**
   * Changes a leg (stake, each-way, bonus or boost choice); amounts are settled again (EachWay total = 2 x stake),
   * a minimum-bet error goes as soon as the stake is valid, and choosing a bonus bet or a boost lets the other go
   * (with the note of a refusal of both).
   */
  function updateLeg(legId: string, patch: Partial<Omit<Leg, 'leg_id'>>): void {
    const state = store.getState();
    const choice = withOneBenefit(patch);
    const note = 'is_free_bet' in patch || 'boost_mode' in patch ? { notice: null } : {};
    const legs = state.legs.map((leg) =>
      leg.leg_id === legId ? clearMinBetError(normaliseLeg({ ...leg, ...patch, ...choice, ...note })) : leg,
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

  /** A race's prices moved (live push): its legs show the new prices. */
  function applyLivePrices(update: LivePrices): void {
    const { legs } = store.getState();
    const next = withLivePrices(legs, update, priceChanges());
    if (next !== legs) store.setState({ legs: next });
  }

  function setParlayAmount(label: string, amount: number): void {
    store.setState({
      parlayCombos: store
        .getState()
        .parlayCombos.map((combo) => (combo.label === label ? { ...combo, amount } : combo)),
    });
  }

  const isSingle = (bet: PlacedBet) => (bet.bet_kind ? bet.bet_kind === 'single' : !bet.is_parlay && !bet.is_multi_leg);
  const legIdsOf = (bets: PlacedBet[]) => new Set(bets.flatMap((bet) => (bet.leg_ids ?? [bet.leg_id]).map(String)));

  /**
   * request-bet answered: placed singles leave the slip, legs with errors stay with them. When all went through,
   * the legs every placed bet used leave, and a pick no bet used (no stake of its own, in no multi or parlay placed)
   * stays for the punter to stake later.
   */
  function applyPlacement(result: RequestResult): void {
    const state = store.getState();
    const placed = result.bets ?? [];
    const failed = (result.legs ?? []).filter(hasErrorCodes);
    const slipError = slipErrorOf(result);
    if (placed.length > 0 && failed.length === 0 && !slipError) {
      const used = legIdsOf(placed);
      const unstaked = state.legs.filter((leg) => !used.has(leg.leg_id));
      store.setState({ ...emptySlip(), legs: unstaked, parlayCombos: parlayOptions(unstaked), successfulLegs: placed });
      return;
    }
    const placedIds = legIdsOf(placed.filter(isSingle));
    const legs = mergeVerifiedLegs(
      state.legs.filter((leg) => !placedIds.has(leg.leg_id)),
      failed,
      deps.balance(),
    );
    if (legs.length === 0) {
      store.setState({ ...emptySlip(), successfulLegs: placed, slipError });
      return;
    }
    store.setState({
      legs,
      multi: mergeVerifiedMulti(state.multi, result.multi),
      parlayCombos: placedIds.size > 0 ? parlayOptions(legs) : state.parlayCombos,
      successfulLegs: placed,
      slipError,
      // Once anything is placed the coupon is spent: the next attempt is a new submission with a new code.
      couponTrackingCode: placed.length > 0 ? null : state.couponTrackingCode,
    });
  }

  /**
   * request-bet refused the slip or was not reached: nothing was placed, so the coupon code stays for the retry.
   * A refusal carries the slip's verification (legs with their errors), shown on the legs.
   */
  function applyFailure(error: unknown): void {
    const state = store.getState();
    const body = error instanceof ApiError ? error.body : undefined;
    const verifiedLegs = Array.isArray(body?.legs) ? (body.legs as VerifiedLeg[]) : [];
    store.setState({
      legs: verifiedLegs.length > 0 ? mergeVerifiedLegs(state.legs, verifiedLegs, deps.balance()) : state.legs,
      slipError: {
        // A refusal of the whole slip names its reason as `code` (e.g. insufficient-funds), a slip check as err_code.
        err_code: ((body?.err_code ?? body?.code) as SlipError['err_code']) ?? null,
        err_msg: (body?.err_msg as string | undefined) || (error as Error)?.message || 'Your bet could not be placed.',
      },
    });
  }

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
        applyPlacement(result);
        return result;
      })
      .catch((error: unknown) => {
        applyFailure(error);
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

  const setShowBetslip = (showBetslip: boolean) => store.setState({ showBetslip });

  return {
    store,
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
    updateLeg,
    updateMulti,
    setParlayAmount,
    submit,
    resumeAfterLogin,
    /** Place pressed while logged out: the login asked for now places the slip. */
    placeAfterLogin: () => store.setState({ placeOnLogin: true }),
    /** The punter left the login without logging in: a later login does not place. */
    forgetPlaceAfterLogin: () => store.setState({ placeOnLogin: false }),
    clear,
    clearSuccessfulLegs: () => store.setState({ successfulLegs: [] }),
    openBetslip: () => setShowBetslip(true),
    closeBetslip: () => setShowBetslip(false),
    toggleBetslip: () => setShowBetslip(!store.getState().showBetslip),
  };
}

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

// SPEC "Client state": the slip is kept with the rest of the client state (one storage key), so it survives a reload,
// a full page load and moving between racing and sports. What is in flight (placing, pending, tickets) is not.
persistSlice('betslip', betslipStore, ({ legs, multi, parlayCombos, couponTrackingCode }) => ({
  legs,
  multi,
  parlayCombos,
  couponTrackingCode,
}));
// A restored slip's prices may be old: they are asked again.
if (betslipStore.getState().legs.length > 0) void betslip.refresh();
// The slip follows the race cards' prices as the feed moves them.
subscribeLive('odds', betslip.applyLivePrices);

// The site tells the native app the number of betslip legs whenever it changes; the app can ask to open the slip.
betslipStore.subscribe((state, previous) => {
  if (state.legs.length !== previous.legs.length) bus.emit('betslip:legs:count', state.legs.length);
});
bus.on('betslip:drawer:request', betslip.openBetslip);

// Place pressed logged out waits for the login it asked for. The login flow closes the modal and resumes the slip in
// one go, so the check runs after it: a modal closed with nobody logged in was left, and the wish to place goes.
uiStore.subscribe((state, previous) => {
  if (!previous.modals.login || state.modals.login) return;
  queueMicrotask(() => {
    if (!sessionStore.getState().isLoggedIn) betslip.forgetPlaceAfterLogin();
  });
});

// A punter's slip is theirs: when they log out, are logged out (401) or someone else logs in on this tab, it goes
// (with their queries, see api/punter-data.ts). A slip built before logging in is kept for the punter who logs in.
const punterOf = () => sessionStore.getState().userData.user_id ?? null;
let slipOwner = punterOf();
sessionStore.subscribe(() => {
  const punter = punterOf();
  if (String(punter) === String(slipOwner)) return;
  if (slipOwner !== null) betslip.clear();
  slipOwner = punter;
});

export function useBetslip<T>(selector: (state: BetslipState) => T): T {
  return useStore(betslipStore, selector);
}
