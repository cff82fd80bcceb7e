import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@wagering/shared/api';
import { mockApi, verificationFixture, verifiedLegFixture } from '@wagering/testing/api';
import { bus } from '@wagering/shared/bus';
import { betslip as siteBetslip, startBetslip } from './betslip-store';
import { createBetslip } from './create-betslip';
import type { BetslipDeps } from './slip-core';
import { preferencesStore } from '@wagering/shared/session';
import { isBonusMode, isBoostMode } from './leg-rules';
import { isShortOfFunds, isSubmitDisabled } from './submit-rules';
import { racingLeg } from '@wagering/testing/betslip';
import type { RequestPayload, RequestResult, VerifyPayload, VerifyResult } from './types';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A server that verifies every leg as open at its requested price. */
const echoVerify = async (p: VerifyPayload): Promise<VerifyResult> => ({
  legs: p.legs.map((l) => ({ leg_id: l.leg_id, event_status: 'Open', current_dividend: l.requested_dividend })),
  multi: { multi_dividend: 7, is_multi_allowed: true },
});

/** A slip under "Ask me" (the examples below were written for it; the punter's default is tested on its own). */
function makeSlip(over: Partial<BetslipDeps> = {}) {
  return createBetslip({
    verifyBet: echoVerify,
    requestBet: async () => ({ legs: [] }),
    balance: () => undefined,
    priceChanges: () => 'ask',
    ...over,
  });
}

const a = racingLeg({ event_id: 1, event_status: undefined, dividend_code: 'FWIN' });
const b = racingLeg({ event_id: 2, event_status: undefined, dividend_code: 'FWIN' });
const c = racingLeg({ event_id: 3, event_status: undefined, dividend_code: 'FWIN' });

describe('The slip put together from its slices', () => {
  it('offers the commands the single store offered: the slip, its legs, stakes, placement and panel', () => {
    expect(Object.keys(makeSlip()).sort()).toEqual([
      'addLeg',
      'applyLivePrices',
      'clear',
      'clearSuccessfulLegs',
      'closeBetslip',
      'forgetPlaceAfterLogin',
      'openBetslip',
      'placeAfterLogin',
      'refresh',
      'removeLeg',
      'resumeAfterLogin',
      'setParlayAmount',
      'store',
      'submit',
      'toggleBetslip',
      'updateLeg',
      'updateMulti',
      'verify',
    ]);
  });
});

describe('Adding a selection', () => {
  it('if its leg is already in the slip it is removed, otherwise it is added', async () => {
    const slip = makeSlip();
    await slip.addLeg(a);
    expect(slip.store.getState().legs.map((l) => l.leg_id)).toEqual([a.leg_id]);
    await slip.addLeg({ ...a, leg_id: undefined });
    expect(slip.store.getState().legs).toEqual([]);
  });

  it('On adding, multi_bet_amount resets to 0 and parlay combinations are recomputed', async () => {
    const slip = makeSlip();
    await slip.addLeg(a);
    await slip.addLeg(b);
    slip.updateMulti({ multi_bet_amount: 10 });
    await slip.addLeg(c);
    const state = slip.store.getState();
    expect(state.multi.multi_bet_amount).toBe(0);
    expect(state.parlayCombos.map((p) => p.label)).toEqual(['Doubles']);
  });

  it('The slip is then verified with a pending flag while the call is in flight, and the verified data replaces the slip', async () => {
    const reply = deferred<VerifyResult>();
    const slip = makeSlip({ verifyBet: () => reply.promise });
    const adding = slip.addLeg(a);
    expect(slip.store.getState().isBetVerifyPending).toBe(true);
    reply.resolve({
      legs: [{ leg_id: a.leg_id, event_status: 'Open', current_dividend: 2.8 }],
      multi: { multi_dividend: 2.8 },
    });
    await adding;
    const state = slip.store.getState();
    expect(state.isBetVerifyPending).toBe(false);
    expect(state.legs[0]).toMatchObject({ event_status: 'Open', current_dividend: 2.8, requested_dividend: 2.5 });
    expect(state.multi.multi_dividend).toBe(2.8);
  });

  it('The addLeg update is ignored while verification is pending', async () => {
    const reply = deferred<VerifyResult>();
    const verifyBet = vi.fn().mockReturnValueOnce(reply.promise).mockImplementation(echoVerify);
    const slip = makeSlip({ verifyBet });
    const adding = slip.addLeg(a);
    await slip.addLeg(b);
    expect(slip.store.getState().legs.map((l) => l.leg_id)).toEqual([a.leg_id]);
    reply.resolve({ legs: [] });
    await adding;
    expect(slip.store.getState().isBetVerifyPending).toBe(false);
    // Once the answer is in, the next pick is taken.
    await slip.addLeg(b);
    expect(slip.store.getState().legs.map((l) => l.leg_id)).toEqual([a.leg_id, b.leg_id]);
  });

  it('a leg just added takes the server price instead of asking about a move the punter never saw', async () => {
    const slip = makeSlip({
      verifyBet: async (p) => ({
        legs: p.legs.map((l) => ({
          leg_id: l.leg_id,
          event_status: 'Open',
          current_dividend: 3.1,
          bet_leg_error_codes: [311],
        })),
      }),
    });
    await slip.addLeg(a);
    expect(slip.store.getState().legs[0]).toMatchObject({
      requested_dividend: 3.1,
      bet_leg_error_codes: [],
      price_moved_from: null,
    });
    // A later check (not a fresh leg) is no placing: the move is told beside the punter's price, Place still open.
    slip.updateLeg(a.leg_id, { requested_dividend: 2.5 });
    await slip.verify();
    expect(slip.store.getState().legs[0]).toMatchObject({
      requested_dividend: 2.5,
      current_dividend: 3.1,
      price_moved_from: 2.5,
      bet_leg_error_codes: [],
    });
  });

  it("sends the punter's price-change setting, and shows the price the server took under an accepting setting", async () => {
    const verifyBet = vi.fn(async (p: VerifyPayload) => ({
      legs: p.legs.map((l) => ({ leg_id: l.leg_id, event_status: 'Open', current_dividend: 2.9 })),
    }));
    const slip = makeSlip({ verifyBet, priceChanges: () => 'accept_better' });
    slip.store.setState({ legs: [a] });
    await slip.verify();
    expect(verifyBet.mock.lastCall![0].price_changes).toBe('accept_better');
    // A leg the punter had: the move is told. A leg just added takes the price without news.
    expect(slip.store.getState().legs[0]).toMatchObject({ requested_dividend: 2.9, price_moved_from: 2.5 });
    await slip.addLeg(b);
    expect(slip.store.getState().legs[1]).toMatchObject({ requested_dividend: 2.9, price_moved_from: null });
  });

  it('follows live prices under each setting, telling each move without asking: ask keeps the price, accept better takes a better one, accept any takes it', async () => {
    const leg = racingLeg({
      event_id: 7,
      dividend_code: 'FWIN',
      current_dividend: 4,
      requested_dividend: 4,
      bet_leg_error_codes: [],
    });
    const push = (slip: ReturnType<typeof makeSlip>, price: number) =>
      slip.applyLivePrices({ race_id: 7, runners: [{ saddle_number: 3, odds: { FWIN: price } }] });
    const ask = makeSlip();
    ask.store.setState({ legs: [leg] });
    push(ask, 4.4);
    expect(ask.store.getState().legs[0]).toMatchObject({
      requested_dividend: 4,
      current_dividend: 4.4,
      price_moved_from: 4,
      bet_leg_error_codes: [],
    });
    // The price moves back: no news any more.
    push(ask, 4);
    expect(ask.store.getState().legs[0]).toMatchObject({
      current_dividend: 4,
      price_moved_from: null,
      bet_leg_error_codes: [],
    });

    const better = makeSlip({ priceChanges: () => 'accept_better' });
    better.store.setState({ legs: [leg] });
    push(better, 4.4);
    expect(better.store.getState().legs[0]).toMatchObject({
      requested_dividend: 4.4,
      price_moved_from: 4,
      bet_leg_error_codes: [],
    });
    // Another runner's move repeats this price: the news stays.
    push(better, 4.4);
    expect(better.store.getState().legs[0].price_moved_from).toBe(4);
    push(better, 3.8);
    expect(better.store.getState().legs[0]).toMatchObject({
      requested_dividend: 4.4,
      current_dividend: 3.8,
      price_moved_from: 4.4,
      bet_leg_error_codes: [],
    });

    const any = makeSlip({ priceChanges: () => 'accept_any' });
    any.store.setState({ legs: [leg] });
    push(any, 3.8);
    expect(any.store.getState().legs[0]).toMatchObject({
      requested_dividend: 3.8,
      price_moved_from: 4,
      bet_leg_error_codes: [],
    });
    // Another race's prices leave it alone.
    any.applyLivePrices({ race_id: 8, runners: [{ saddle_number: 3, odds: { FWIN: 9 } }] });
    expect(any.store.getState().legs[0].requested_dividend).toBe(3.8);
  });

  it('a minimum-bet error goes as soon as the stake is valid, and Place is enabled again', async () => {
    const slip = makeSlip();
    const leg = racingLeg({ bet_amount: 0.2, bet_leg_error_codes: [358], error_code: 358 });
    slip.store.setState({ legs: [leg], slipError: { err_code: 358, err_msg: 'The minimum bet is $0.50' } });
    slip.updateLeg(leg.leg_id, { bet_amount: 0.3 });
    expect(slip.store.getState().legs[0].bet_leg_error_codes).toEqual([358]);
    slip.updateLeg(leg.leg_id, { bet_amount: 2 });
    expect(slip.store.getState().legs[0].bet_leg_error_codes).toEqual([]);
    expect(slip.store.getState().slipError).toBeNull();
  });

  it('If the response has fewer legs than are held locally, the missing local legs are kept', async () => {
    const slip = makeSlip({
      verifyBet: async (p) => ({ legs: [{ leg_id: p.legs[0].leg_id, event_status: 'Open' }] }),
    });
    await slip.addLeg(a);
    await slip.addLeg(b);
    expect(slip.store.getState().legs.map((l) => l.leg_id)).toEqual([a.leg_id, b.leg_id]);
  });

  it('Only legs whose event_status is missing or open (case-insensitive) are sent for verification', async () => {
    const verifyBet = vi.fn(echoVerify);
    const slip = makeSlip({ verifyBet });
    slip.store.setState({ legs: [racingLeg({ event_id: 9, event_status: 'Closed' })] });
    await slip.addLeg(a);
    expect(verifyBet.mock.lastCall![0].legs.map((l) => l.leg_id)).toEqual([a.leg_id]);
  });

  it('Multi bonus bet and boost_mode on the slip are preserved', async () => {
    const slip = makeSlip({
      verifyBet: async (p) => ({
        legs: [],
        multi: {
          is_multi_bonus_bet_applied: false,
          boost_mode: false,
          multi_dividend: 9,
          echo: p.multi_boost,
        } as never,
      }),
    });
    await slip.addLeg(a);
    // One at a time: the two exclude each other (SPEC 8 code 350); each is preserved in turn.
    slip.updateMulti({ is_multi_bonus_bet_applied: true });
    await slip.verify();
    expect(slip.store.getState().multi).toMatchObject({ is_multi_bonus_bet_applied: true, multi_dividend: 9 });
    slip.updateMulti({ boost_mode: true });
    await slip.verify();
    expect(slip.store.getState().multi).toMatchObject({
      is_multi_bonus_bet_applied: false,
      boost_mode: true,
      multi_dividend: 9,
    });
  });

  it('Verification failure is swallowed silently', async () => {
    const slip = makeSlip({ verifyBet: async () => Promise.reject(new Error('offline')) });
    await expect(slip.addLeg(a)).resolves.toBeUndefined();
    const state = slip.store.getState();
    expect(state.legs).toHaveLength(1);
    expect(state.isBetVerifyPending).toBe(false);
    expect(state.slipError).toBeNull();
  });

  it('Insufficient funds is ignored, with its error cleared, when the account balance is 0', async () => {
    const slip = makeSlip({
      balance: () => 0,
      verifyBet: async (p) => ({
        legs: [
          {
            leg_id: p.legs[0].leg_id,
            event_status: 'Open',
            bet_leg_error_codes: [320],
            error_message: 'Insufficient Funds',
          },
        ],
      }),
    });
    await slip.addLeg(a);
    expect(slip.store.getState().legs[0].bet_leg_error_codes).toEqual([]);
  });
});

describe('Bonus bet and boost on one leg (SPEC 8 code 350)', () => {
  const offered = { free_bet_id: 'fb1', free_bet_limit: 20, boost: [{ boosted_dividend: 3 }] };

  it('choosing one lets the other go, on a leg and on the multi', async () => {
    const slip = makeSlip();
    slip.store.setState({ legs: [racingLeg({ ...offered })] });
    const id = slip.store.getState().legs[0].leg_id;
    slip.updateLeg(id, { is_free_bet: true });
    slip.updateLeg(id, { boost_mode: true });
    expect(slip.store.getState().legs[0]).toMatchObject({ is_free_bet: false, boost_mode: true });
    slip.updateLeg(id, { is_free_bet: true });
    expect(slip.store.getState().legs[0]).toMatchObject({ is_free_bet: true, boost_mode: false });
    slip.updateMulti({ boost_mode: true });
    slip.updateMulti({ is_multi_bonus_bet_applied: true });
    expect(slip.store.getState().multi).toMatchObject({ is_multi_bonus_bet_applied: true, boost_mode: false });
    slip.updateMulti({ boost_mode: true });
    expect(slip.store.getState().multi).toMatchObject({ is_multi_bonus_bet_applied: false, boost_mode: true });
  });

  it('a refusal of both keeps the message as a note, lets both go, brings the offers back and leaves Place open', async () => {
    const refusal = new ApiError(400, {
      message: 'The bet slip has errors.',
      errors: {},
      err_code: 'leg-errors',
      err_msg: 'Some selections need your attention',
      legs: [
        {
          leg_id: racingLeg().leg_id,
          bet_leg_error_codes: [350],
          error_message: 'Bonus and Boosts cannot be used on same bet leg',
          free_bet_id: null,
          boost: [],
        },
      ],
    });
    const slip = makeSlip({ requestBet: async () => Promise.reject(refusal) });
    // A slip kept from before the options excluded each other.
    slip.store.setState({ legs: [racingLeg({ ...offered, bet_amount: 5, is_free_bet: true, boost_mode: true })] });
    await slip.submit();
    const leg = slip.store.getState().legs[0];
    expect(leg).toMatchObject({
      notice: 'Bonus and Boosts cannot be used on same bet leg',
      is_free_bet: false,
      boost_mode: false,
      ...offered,
      bet_leg_error_codes: [],
    });
    expect(isBonusMode(leg) && isBoostMode(leg)).toBe(true);
    expect(isSubmitDisabled(slip.store.getState())).toBe(false);
    // Choosing again puts the note away.
    slip.updateLeg(leg.leg_id, { boost_mode: true });
    expect(slip.store.getState().legs[0].notice).toBeNull();
  });
});

describe('Removing a selection', () => {
  it('if legs remain the slip is re-verified; the removeLeg update replaces only the multi part', async () => {
    const slip = makeSlip();
    await slip.addLeg(a);
    await slip.addLeg(b);
    const verifyBet = vi.fn(async (): Promise<VerifyResult> => ({
      legs: [{ leg_id: a.leg_id, error_message: 'should not land', bet_leg_error_codes: [999] }],
      multi: { multi_dividend: 3.3 },
    }));
    const slip2 = makeSlip({ verifyBet });
    slip2.store.setState(slip.store.getState());
    await slip2.removeLeg(b.leg_id);
    expect(verifyBet).toHaveBeenCalledOnce();
    const state = slip2.store.getState();
    expect(state.legs.map((l) => l.leg_id)).toEqual([a.leg_id]);
    expect(state.legs[0].bet_leg_error_codes).toEqual([]);
    expect(state.multi.multi_dividend).toBe(3.3);
  });

  it('If none remain the slip is cleared', async () => {
    const verifyBet = vi.fn(echoVerify);
    const slip = makeSlip({ verifyBet });
    await slip.addLeg(a);
    verifyBet.mockClear();
    slip.store.setState({ multi: { ...slip.store.getState().multi, multi_bet_amount: 4 } });
    await slip.removeLeg(a.leg_id);
    expect(slip.store.getState()).toMatchObject({ legs: [], parlayCombos: [], couponTrackingCode: null });
    expect(slip.store.getState().multi.multi_bet_amount).toBe(0);
    expect(verifyBet).not.toHaveBeenCalled();
  });
});

describe('Submitting', () => {
  const placedAll = async (p: RequestPayload): Promise<RequestResult> => ({
    legs: p.legs.map((l) => ({ leg_id: l.leg_id, event_status: 'Open', bet_leg_error_codes: [] })),
    bets: p.legs.map((l, i) => ({ bet_kind: 'single', leg_ids: [l.leg_id], ticket_number: `T${i + 1}` })),
    err_code: null,
    err_msg: null,
  });

  async function stakedSlip(over: Partial<BetslipDeps> = {}) {
    const slip = makeSlip(over);
    await slip.addLeg(a);
    slip.updateLeg(a.leg_id, { bet_amount: 10 });
    return slip;
  }

  it('sends the request payload with the same coupon_tracking_code as verification', async () => {
    const requestBet = vi.fn(placedAll);
    const slip = await stakedSlip({ requestBet });
    const code = slip.store.getState().couponTrackingCode;
    await slip.submit();
    expect(requestBet.mock.lastCall![0]).toMatchObject({ coupon_tracking_code: code, use_dividend_boost: false });
    expect(requestBet.mock.lastCall![0]).not.toHaveProperty('multi_boost');
  });

  it('a double click places once: the second call gets the same attempt', async () => {
    const reply = deferred<RequestResult>();
    const requestBet = vi.fn(() => reply.promise);
    const slip = await stakedSlip({ requestBet });
    const first = slip.submit();
    const second = slip.submit();
    expect(second).toBe(first);
    expect(slip.store.getState().isSubmitting).toBe(true);
    reply.resolve({ bets: [{ bet_kind: 'single', leg_ids: [a.leg_id], ticket_number: 'T1' }] });
    await first;
    expect(requestBet).toHaveBeenCalledOnce();
  });

  it('a failed attempt keeps its coupon_tracking_code, so a retry can never place twice', async () => {
    const requestBet = vi.fn().mockRejectedValueOnce(new Error('Network down')).mockImplementation(placedAll);
    const slip = await stakedSlip({ requestBet });
    await expect(slip.submit()).resolves.toBeNull();
    expect(slip.store.getState().slipError).toEqual({ err_code: null, err_msg: 'Network down' });
    await slip.submit();
    expect(requestBet.mock.calls[1][0].coupon_tracking_code).toBe(requestBet.mock.calls[0][0].coupon_tracking_code);
  });

  it('a fully placed slip is cleared, shows its tickets, and the next slip gets a new code', async () => {
    const slip = await stakedSlip({ requestBet: placedAll });
    const code = slip.store.getState().couponTrackingCode;
    await slip.submit();
    const state = slip.store.getState();
    expect(state.legs).toEqual([]);
    expect(state.successfulLegs).toEqual([{ bet_kind: 'single', leg_ids: [a.leg_id], ticket_number: 'T1' }]);
    expect(state.couponTrackingCode).toBeNull();
    await slip.addLeg(b);
    expect(slip.store.getState().couponTrackingCode).not.toBe(code);
  });

  it('a bet answered without ticket_number or transaction_id is not placed: its leg stays, no ticket shows', async () => {
    const slip = await stakedSlip({
      requestBet: async () => ({ bets: [{ bet_kind: 'single', leg_ids: [a.leg_id], ticket_number: ' ' }] }),
    });
    const code = slip.store.getState().couponTrackingCode;
    await slip.submit();
    const state = slip.store.getState();
    expect(state.legs.map((l) => l.leg_id)).toEqual([a.leg_id]);
    expect(state.successfulLegs).toEqual([]);
    expect(state.couponTrackingCode).toBe(code);
  });

  it('legs that fail keep their errors; placed ones leave the slip', async () => {
    const slip = makeSlip({
      requestBet: async () => ({
        bets: [{ bet_kind: 'single', leg_ids: [a.leg_id], transaction_id: 55 }],
        legs: [{ leg_id: b.leg_id, bet_leg_error_codes: [311], error_message: 'Price changed' }],
      }),
    });
    await slip.addLeg(a);
    await slip.addLeg(b);
    slip.updateLeg(a.leg_id, { bet_amount: 5 });
    slip.updateLeg(b.leg_id, { bet_amount: 5 });
    await slip.submit();
    const state = slip.store.getState();
    expect(state.legs.map((l) => [l.leg_id, l.bet_leg_error_codes])).toEqual([[b.leg_id, [311]]]);
    expect(state.successfulLegs).toEqual([{ bet_kind: 'single', leg_ids: [a.leg_id], transaction_id: 55 }]);
    expect(state.couponTrackingCode).toBeNull();
  });

  it('a refused slip (nothing placed) shows its leg errors and keeps its coupon code for the retry', async () => {
    const refusal = new ApiError(400, {
      message: 'The bet slip has errors.',
      errors: {},
      err_code: 'leg-errors',
      err_msg: 'Some selections need your attention',
      legs: [{ leg_id: a.leg_id, bet_leg_error_codes: [311], error_message: 'Price changed' }],
    });
    const slip = await stakedSlip({ requestBet: async () => Promise.reject(refusal) });
    const code = slip.store.getState().couponTrackingCode;
    await expect(slip.submit()).resolves.toBeNull();
    const state = slip.store.getState();
    expect(state.legs[0].bet_leg_error_codes).toEqual([311]);
    expect(state.slipError).toEqual({ err_code: 'leg-errors', err_msg: 'Some selections need your attention' });
    expect(state.couponTrackingCode).toBe(code);
  });

  it('does nothing when submit is disabled (no stake)', async () => {
    const requestBet = vi.fn(placedAll);
    const slip = makeSlip({ requestBet });
    await slip.addLeg(a);
    await expect(slip.submit()).resolves.toBeNull();
    expect(requestBet).not.toHaveBeenCalled();
  });

  it('After login: the slip is re-submitted only when the punter pressed Place and was asked to log in, and is verified; otherwise it is refreshed', async () => {
    const requestBet = vi.fn(placedAll);
    const verifyBet = vi.fn(echoVerify);
    const slip = await stakedSlip({ requestBet, verifyBet });
    verifyBet.mockClear();
    // A login the punter made for another reason (from the header, after a reload): checked, not placed.
    await slip.resumeAfterLogin(true);
    expect(verifyBet).toHaveBeenCalledOnce();
    expect(requestBet).not.toHaveBeenCalled();
    // Place pressed, but the account is not verified: refreshed, and the wish does not outlive that login.
    slip.placeAfterLogin();
    await slip.resumeAfterLogin(false);
    expect(verifyBet).toHaveBeenCalledTimes(2);
    await slip.resumeAfterLogin(true);
    expect(requestBet).not.toHaveBeenCalled();
    // Place pressed, then the login it asked for: placed once.
    slip.placeAfterLogin();
    await slip.resumeAfterLogin(true);
    expect(requestBet).toHaveBeenCalledOnce();
  });

  it('after the staked picks are placed, the unstaked ones stay in the slip (issue 22)', async () => {
    const slip = makeSlip({ requestBet: placedAll });
    await slip.addLeg(a);
    await slip.addLeg(b);
    await slip.addLeg(c);
    slip.updateLeg(a.leg_id, { bet_amount: 7 });
    const placedStaked = vi.fn(async (p: RequestPayload) =>
      placedAll({ ...p, legs: p.legs.filter((l) => (l.bet_amount ?? 0) > 0) }),
    );
    const staked = makeSlip({ requestBet: placedStaked });
    staked.store.setState(slip.store.getState());
    await staked.submit();
    const state = staked.store.getState();
    expect(state.legs.map((l) => l.leg_id)).toEqual([b.leg_id, c.leg_id]);
    expect(state.parlayCombos).toEqual([]);
    expect(state.multi.multi_bet_amount).toBe(0);
    expect(state.successfulLegs).toHaveLength(1);
    expect(state.couponTrackingCode).toBeNull();
  });

  it('a placed multi takes its legs with it; picks it did not use stay', async () => {
    const slip = makeSlip({
      requestBet: async () => ({ bets: [{ bet_kind: 'multi', leg_ids: [a.leg_id, b.leg_id], ticket_number: 'M1' }] }),
    });
    await slip.addLeg(a);
    await slip.addLeg(b);
    await slip.addLeg(c);
    slip.updateMulti({ multi_bet_amount: 5 });
    await slip.submit();
    expect(slip.store.getState().legs.map((l) => l.leg_id)).toEqual([c.leg_id]);
  });

  it('a slip refused for short funds says so with the reason code the slip offers a deposit on, and keeps every leg', async () => {
    const refusal = new ApiError(400, { message: 'Insufficient funds', errors: {}, code: 'insufficient-funds' });
    const slip = await stakedSlip({ requestBet: async () => Promise.reject(refusal) });
    await expect(slip.submit()).resolves.toBeNull();
    const state = slip.store.getState();
    expect(state.slipError).toEqual({ err_code: 'insufficient-funds', err_msg: 'Insufficient funds' });
    expect(isShortOfFunds(state.slipError)).toBe(true);
    expect(state.legs.map((l) => [l.leg_id, l.bet_amount])).toEqual([[a.leg_id, 10]]);
  });
});

describe("the punter's price-change setting", () => {
  it('is accept better prices until the punter chooses (docs/SPEC-CHOICES.md)', async () => {
    const verifyBet = vi.fn(echoVerify);
    const slip = makeSlip({ verifyBet, priceChanges: undefined });
    await slip.addLeg(a);
    expect(verifyBet.mock.lastCall![0].price_changes).toBe('accept_better');
    expect(preferencesStore.getState().priceChanges).toBe('accept_better');
  });
});

describe('the site betslip', () => {
  // Started as the shell's boot starts it (importing the kit wires nothing: kit-at-import.test.ts).
  let stop = () => {};
  beforeAll(() => {
    stop = startBetslip();
  });
  afterAll(() => stop());

  it('The site tells the app the number of betslip legs whenever it changes', async () => {
    const counts: number[] = [];
    const off = bus.on('betslip:legs:count', (n) => counts.push(n));
    siteBetslip.store.setState({ legs: [a] });
    siteBetslip.store.setState({ legs: [a] });
    siteBetslip.clear();
    off();
    expect(counts).toEqual([1, 0]);
  });

  it('verifies through POST /v1/betting/verify-bet and reads its {data} answer', async () => {
    siteBetslip.clear();
    const paths: string[] = [];
    vi.stubGlobal(
      'fetch',
      mockApi({
        post: {
          '/betting/verify-bet': ({ url, body }) => {
            paths.push(url.pathname);
            return {
              data: verificationFixture(body.legs.map((l) => verifiedLegFixture(l, { current_dividend: 2.6 }))),
            };
          },
        },
      }),
    );
    try {
      await siteBetslip.addLeg(a);
      expect(paths).toEqual(['/v1/betting/verify-bet']);
      expect(siteBetslip.store.getState().legs[0]).toMatchObject({ event_status: 'Open', current_dividend: 2.6 });
    } finally {
      vi.unstubAllGlobals();
      siteBetslip.clear();
    }
  });

  it('Place pressed logged out is forgotten when the login modal is left; the login it asked for keeps it', async () => {
    const { closeModal, login, logout, openModal } = await import('@wagering/shared/session');
    siteBetslip.placeAfterLogin();
    openModal('login');
    closeModal('login');
    await Promise.resolve();
    expect(siteBetslip.store.getState().placeOnLogin).toBe(false);
    // The login flow closes the modal, stores the punter and resumes the slip in one go.
    siteBetslip.placeAfterLogin();
    openModal('login');
    closeModal('login');
    login({ access_token: 't', user_id: 'P' });
    expect(siteBetslip.store.getState().placeOnLogin).toBe(true);
    await Promise.resolve();
    expect(siteBetslip.store.getState().placeOnLogin).toBe(true);
    siteBetslip.forgetPlaceAfterLogin();
    logout();
  });

  it('betslip:drawer:request opens the betslip', () => {
    siteBetslip.closeBetslip();
    bus.emit('betslip:drawer:request');
    expect(siteBetslip.store.getState().showBetslip).toBe(true);
  });
});

describe("The page's slip belongs to the punter", () => {
  // Started as the shell's boot starts it (importing the kit wires nothing: kit-at-import.test.ts).
  let stop = () => {};
  beforeAll(() => {
    stop = startBetslip();
  });
  afterAll(() => stop());

  it('logout or another punter logging in clears it; a slip built before logging in is kept', async () => {
    const { login, logout } = await import('@wagering/shared/session');
    const leg = racingLeg({ event_id: 901 });
    siteBetslip.store.setState({ legs: [leg] });
    login({ access_token: 'a', user_id: 'A' });
    expect(siteBetslip.store.getState().legs).toHaveLength(1);
    login({ access_token: 'b', user_id: 'B' });
    expect(siteBetslip.store.getState().legs).toHaveLength(0);
    siteBetslip.store.setState({ legs: [leg] });
    logout();
    expect(siteBetslip.store.getState().legs).toHaveLength(0);
  });
});
