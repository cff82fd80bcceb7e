import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { accountStateQuery, type ApiBody, type ApiResponse } from '@wagering/shared/api';
import { verifiedLegFixture as verifiedLeg } from '@wagering/testing/api';
import { accountStateFixture, apiAnswer, mockApi, placementFixture, verificationFixture } from '@wagering/testing/api';
import { betslip, betslipStore, normaliseLeg, type Leg, type NewLeg } from '@wagering/shared/betslip';
import { Route, Routes } from '@wagering/shared/router';
import { sessionStore, uiStore } from '@wagering/shared/session';
import { renderWithProviders } from '../../../test/render';
import { BetslipBody } from './betslip-body';

const win = (overrides: Partial<NewLeg> = {}): Leg =>
  normaliseLeg({
    event_id: 501,
    event_name: 'Flemington',
    race_number: 3,
    race_type: 'T',
    bet_type: 'Win',
    selections: [4],
    saddle_number: 4,
    selection_name: 'Fast Horse',
    requested_dividend: 3.5,
    current_dividend: 3.5,
    event_status: 'Open',
    ...overrides,
  });

const setLegs = (legs: Leg[]) => act(() => betslipStore.setState({ legs }));

const loggedIn = () =>
  sessionStore.setState({
    isLoggedIn: true,
    userData: { server_session: true, user_id: 'u1' },
  });

type Placement = ApiResponse<'/betting/request-bet', 'post'>;
type PlacedBet = Placement['data']['bets'][number];

/** A bet as request-bet answers it. */
const placedBet = (ticket_number: string, description: string, legId: string): PlacedBet => ({
  ticket_number,
  transaction_id: 1,
  bet_kind: 'single',
  status: 'Accepted',
  description,
  stake: 5,
  is_free_bet: false,
  leg_ids: [legId],
});

const placement = (legs: Parameters<typeof placementFixture>[0], bets: PlacedBet[]): Placement => ({
  data: placementFixture(legs, bets),
});

let verified: ApiBody<'/betting/verify-bet'>[];
let requested: ApiBody<'/betting/request-bet'>[];
/** request-bet's answer for the test at hand (none by default: the test does not place). */
let placeAnswer: () => Placement | Promise<Placement>;
/** The logged-in punter's account state (verified, $500, unless a test says otherwise). */
let accountState: ApiResponse<'/clients/state'>;

/** Events verify-bet answers as closed (their race jumped or was suspended while the leg sat in the slip). */
let closedEvents: Set<number>;
const eventClosed = {
  event_status: 'Closed',
  bet_leg_error_codes: [302, 350],
  error_code: 302,
  error_message: 'Event is closed',
  leg_valid: false,
};

beforeEach(() => {
  closedEvents = new Set();
  verified = [];
  requested = [];
  placeAnswer = () => Promise.reject(new Error('this test places no bet'));
  accountState = accountStateFixture;
  vi.stubGlobal(
    'fetch',
    mockApi({
      get: { '/clients/state': () => accountState },
      post: {
        // verify-bet confirms every leg of the slip as open.
        '/betting/verify-bet': (request) => {
          verified.push(request.body);
          const legs = request.body.legs.map((l) =>
            closedEvents.has(Number(l.event_id)) ? verifiedLeg(l, eventClosed) : verifiedLeg(l),
          );
          return { data: verificationFixture(legs) };
        },
        '/betting/request-bet': (request) => {
          requested.push(request.body);
          return placeAnswer();
        },
      },
    }),
  );
  betslip.clear();
  betslip.clearSuccessfulLegs();
  sessionStore.setState({ isLoggedIn: false, userData: {} });
  uiStore.setState({ modals: { login: false, register: false, forgotPassword: false, unverifiedError: false } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const leg = () => screen.getByRole('article', { name: /Fast Horse/ });

describe('betslip singles', () => {
  it('quick stakes 1, 5, 25, 50, 100 add to the stake, and the total stake and estimated return follow', () => {
    renderWithProviders(<BetslipBody />);
    setLegs([win()]);
    const quick = within(leg()).getByRole('group', { name: /quick stakes/i });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['+$1', '+$5', '+$25', '+$50', '+$100']);
    fireEvent.click(within(quick).getByRole('button', { name: 'Add $5' }));
    fireEvent.click(within(quick).getByRole('button', { name: 'Add $25' }));
    expect(betslipStore.getState().legs[0].bet_amount).toBe(30);
    expect(within(leg()).getByLabelText('Stake on 4. Fast Horse')).toHaveProperty('value', '30');
    expect(screen.getByTestId('total-stake').textContent).toBe('$30.00');
    expect(screen.getByTestId('estimated-return').textContent).toBe('$105.00');
  });

  it('a stake typed with more than two decimals or letters is refused as it is typed', () => {
    renderWithProviders(<BetslipBody />);
    setLegs([win()]);
    const input = within(leg()).getByLabelText('Stake on 4. Fast Horse');
    fireEvent.change(input, { target: { value: '12.5' } });
    fireEvent.change(input, { target: { value: '12.555' } });
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input).toHaveProperty('value', '12.5');
    expect(betslipStore.getState().legs[0].bet_amount).toBe(12.5);
  });

  it('a stake takes at most six whole digits, so the most one bet takes is met by its message, not a refused request', () => {
    renderWithProviders(<BetslipBody />);
    setLegs([win()]);
    const input = within(leg()).getByLabelText('Stake on 4. Fast Horse');
    fireEvent.change(input, { target: { value: '999999.99' } });
    fireEvent.change(input, { target: { value: '1000000' } });
    expect(input).toHaveProperty('value', '999999.99');
  });

  it('a large total asks before placing; changing the stake drops the question, and Confirm places once', async () => {
    loggedIn();
    placeAnswer = () => placement([], [placedBet('T-1', '4. Fast Horse', 'leg')]);
    renderWithProviders(<BetslipBody />);
    setLegs([win({ bet_amount: 1000 })]);
    fireEvent.click(screen.getByRole('button', { name: 'Place Bets $1,000.00' }));
    expect(screen.getByRole('alertdialog', { name: 'You are about to bet $1,000.00. Confirm?' })).toBeTruthy();
    expect(requested).toHaveLength(0);
    fireEvent.change(within(leg()).getByLabelText('Stake on 4. Fast Horse'), { target: { value: '1200' } });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place Bets $1,200.00' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm bet' })));
    expect(requested).toHaveLength(1);
    expect(requested[0]!.legs[0]).toMatchObject({ bet_amount: 1200 });
  });

  it('each-way option is offered only if each-way is available and a description or each-way dividend exists', () => {
    renderWithProviders(<BetslipBody />);
    setLegs([win({ eachway_available: true })]);
    expect(within(leg()).queryByRole('checkbox', { name: /each way/i })).toBeNull();
    setLegs([win({ eachway_available: true, eachway_dividend: 1.6, bet_amount: 10 })]);
    fireEvent.click(within(leg()).getByRole('checkbox', { name: /each way/i }));
    const [eachWay] = betslipStore.getState().legs;
    expect(eachWay.bet_type).toBe('EachWay');
    // EachWay total_amount equals twice bet_amount; an each-way stake counts double.
    expect(eachWay.total_amount).toBe(20);
    expect(screen.getByTestId('total-stake').textContent).toBe('$20.00');
    expect(screen.getByTestId('estimated-return').textContent).toBe('$51.00');
  });

  it('bonus option needs a free_bet_id; boost option needs a non-empty boost list; ticking one clears the other', () => {
    renderWithProviders(<BetslipBody />);
    setLegs([win()]);
    expect(within(leg()).queryByRole('checkbox', { name: /bonus/i })).toBeNull();
    expect(within(leg()).queryByRole('checkbox', { name: /boost/i })).toBeNull();
    setLegs([win({ free_bet_id: 7, free_bet_limit: 20, boost: [{ boosted_dividend: 4 }] })]);
    const bonus = () => within(leg()).getByRole('checkbox', { name: /use bonus bet \(up to \$20\.00\)/i });
    const boost = () => within(leg()).getByRole('checkbox', { name: /boost price to 4\.00/i });
    fireEvent.click(bonus());
    expect(betslipStore.getState().legs[0]).toMatchObject({ is_free_bet: true, boost_mode: false });
    fireEvent.click(boost());
    expect(betslipStore.getState().legs[0]).toMatchObject({ is_free_bet: false, boost_mode: true });
    expect(bonus()).toHaveProperty('checked', false);
    expect(boost()).toHaveProperty('checked', true);
  });

  it('a moved price and a refused choice are told as news beside the leg, and Place stays open', () => {
    loggedIn();
    renderWithProviders(<BetslipBody />);
    setLegs([win({ bet_amount: 5, price_moved_from: 3.5, current_dividend: 4.2 })]);
    const news = within(leg()).getByRole('status');
    expect(news.textContent).toBe('Price moved from 3.50 to 4.20.');
    expect(within(leg()).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: /place bets/i })).toHaveProperty('disabled', false);
    setLegs([win({ bet_amount: 5, notice: 'Bonus and Boosts cannot be used on same bet leg' })]);
    expect(within(leg()).getByRole('status').textContent).toBe('Bonus and Boosts cannot be used on same bet leg');
    expect(screen.getByRole('button', { name: /place bets/i })).toHaveProperty('disabled', false);
  });

  it('a slip "needs attention" when a leg is Exotic, TF, BP1 or BT3SP, or its requested_dividend is 1', () => {
    renderWithProviders(<BetslipBody />);
    setLegs([win({ special_type: 'TF', requested_dividend: 1 })]);
    expect(screen.getByTestId('needs-attention')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/need attention/);
  });

  it('an exotic leg shows its combinations and its total, the unit stake times the combinations', () => {
    renderWithProviders(<BetslipBody />);
    setLegs([
      win({ bet_type: 'Exotic', special_type: 'BoxTrifecta', selections: [[1, 2, 3, 4]], selection_name: undefined }),
    ]);
    const card = screen.getByRole('article', { name: /Box Trifecta/ });
    expect(within(card).getByText('24 combinations')).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('Stake per combination on Box Trifecta'), {
      target: { value: '0.5' },
    });
    expect(betslipStore.getState().legs[0]).toMatchObject({ bet_amount: 0.5, total_amount: 12 });
    expect(screen.getByTestId('total-stake').textContent).toBe('$12.00');
  });
});

describe('bet leg errors by class', () => {
  it.each([
    [[302, 350], 'event-closed', 'This event has closed. Remove the selection to continue.'],
    [[358], 'min-bet-amount', 'The stake is below the minimum bet for this selection.'],
    [
      [314],
      'bonus-over-limit',
      'The stake is above your bonus bet balance. Lower the stake or turn the bonus bet off.',
    ],
    [[302, 351], 'product-unavailable', 'This bet type is no longer available for this selection.'],
  ])('codes %j show the %s message', (codes, errorClass, message) => {
    renderWithProviders(<BetslipBody />);
    setLegs([win({ bet_leg_error_codes: codes, bet_amount: 5 })]);
    const alert = within(leg()).getByRole('alert');
    expect(alert.getAttribute('data-error-class')).toBe(errorClass);
    expect(alert.textContent).toContain(message);
  });

  it('a dividend change (311) shows the old and new price, and accepting takes the new price and clears the error', async () => {
    loggedIn();
    renderWithProviders(<BetslipBody />);
    setLegs([win({ bet_amount: 5, bet_leg_error_codes: [311], current_dividend: 4.2 })]);
    const alert = within(leg()).getByRole('alert');
    expect(alert.textContent).toContain('Price moved from 3.50 to 4.20. Accept the new price to place this bet.');
    expect(screen.getByRole('button', { name: /place bets/i })).toHaveProperty('disabled', true);
    fireEvent.click(within(alert).getByRole('button', { name: 'Accept new price' }));
    expect(betslipStore.getState().legs[0]).toMatchObject({ requested_dividend: 4.2, bet_leg_error_codes: [] });
    expect(within(leg()).queryByRole('alert')).toBeNull();
    await vi.waitFor(() => expect(verified.length).toBeGreaterThan(0));
  });
});

describe('one price move, said once (issue 36 item 3)', () => {
  it('a move Place asked about is one message on its leg with one action, not news too nor a slip alert', () => {
    loggedIn();
    renderWithProviders(<BetslipBody />);
    act(() =>
      betslipStore.setState({
        legs: [win({ bet_amount: 5, bet_leg_error_codes: [311], price_moved_from: 3.5, current_dividend: 4.2 })],
        // The server names the slip's first problem: the same price change.
        slipError: { err_code: 311, err_msg: 'The price has changed from 3.50 to 4.20' },
      }),
    );
    const said = screen.getAllByText(/price (moved|was|has changed)|check the new price/i).map((el) => el.textContent);
    expect(said).toEqual(['Price moved from 3.50 to 4.20. Accept the new price to place this bet.']);
    expect(within(leg()).queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(
      within(leg())
        .getAllByRole('button', { name: /price/i })
        .map((b) => b.textContent),
    ).toEqual(['Accept new price']);
  });

  it('a slip error that is not the leg’s price question still shows', () => {
    loggedIn();
    renderWithProviders(<BetslipBody />);
    act(() =>
      betslipStore.setState({
        legs: [win({ bet_amount: 5 })],
        slipError: { err_code: 'insufficient-funds', err_msg: 'Insufficient funds' },
      }),
    );
    expect(screen.getByRole('alert').textContent).toBe('Insufficient funds');
  });

  it('the boost on offer is worked from the price now, not the price it was verified at', () => {
    renderWithProviders(<BetslipBody />);
    // Verified at 6.00 with a 12.5 % boost (6.63 offered); the price has since moved to 7.00.
    setLegs([
      win({ requested_dividend: 7, current_dividend: 7, boost: [{ boosted_dividend: 6.63, boost_percent: 12.5 }] }),
    ]);
    expect(within(leg()).getByRole('checkbox', { name: 'Boost price to 7.75' })).toBeTruthy();
    expect(within(leg()).queryByText(/6\.63/)).toBeNull();
  });

  it('choosing a boost over a ticked bonus bet (or the other way) says why the other went', () => {
    renderWithProviders(<BetslipBody />);
    setLegs([win({ free_bet_id: 7, free_bet_limit: 20, boost: [{ boosted_dividend: 4 }] })]);
    const bonus = () => within(leg()).getByRole('checkbox', { name: /use bonus bet/i });
    const boost = () => within(leg()).getByRole('checkbox', { name: /boost price/i });
    fireEvent.click(bonus());
    expect(within(leg()).queryByRole('status')).toBeNull();
    fireEvent.click(boost());
    expect(within(leg()).getByRole('status').textContent).toBe(
      'Bonus bet turned off: a bet can use a bonus bet or a boost, not both.',
    );
    fireEvent.click(bonus());
    expect(within(leg()).getByRole('status').textContent).toBe(
      'Boost turned off: a bet can use a bonus bet or a boost, not both.',
    );
    fireEvent.click(bonus());
    expect(within(leg()).queryByRole('status')).toBeNull();
  });
});

describe('submit', () => {
  it('is disabled with no stake, with error codes, or when no leg is open; enabled once a stake is set', () => {
    loggedIn();
    renderWithProviders(<BetslipBody />);
    const place = () => screen.getByRole('button', { name: /place bets/i });
    setLegs([win()]);
    expect(place()).toHaveProperty('disabled', true);
    setLegs([win({ bet_amount: 5, error_code: 358 })]);
    expect(place()).toHaveProperty('disabled', true);
    setLegs([win({ bet_amount: 5, event_status: 'Closed' })]);
    expect(place()).toHaveProperty('disabled', true);
    setLegs([win({ bet_amount: 5 })]);
    expect(place()).toHaveProperty('disabled', false);
  });

  it('a logged-out punter is asked to log in and the slip stays as it was', () => {
    renderWithProviders(<BetslipBody />);
    setLegs([win({ bet_amount: 5 })]);
    fireEvent.click(screen.getByRole('button', { name: 'Log in to place bets' }));
    expect(uiStore.getState().modals.login).toBe(true);
    expect(requested).toEqual([]);
    expect(betslipStore.getState().legs).toHaveLength(1);
  });

  it('an unverified punter (as the account state says) gets the unverified-account overlay and nothing is sent', async () => {
    loggedIn();
    accountState = { ...accountStateFixture, user_verified: false, verification_status: 'none' };
    const { queryClient } = renderWithProviders(<BetslipBody />);
    setLegs([win({ bet_amount: 5 })]);
    // Patient on purpose: on a loaded machine the account state's answer can take longer than waitFor's 1 s.
    await vi.waitFor(() => expect(queryClient.getQueryData(accountStateQuery('u1').queryKey)).toBeDefined(), {
      timeout: 10_000,
    });
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: /place bets \$5\.00/i }));
    expect(uiStore.getState().modals.unverifiedError).toBe(true);
    expect(requested).toEqual([]);
  });

  it('a double click on place sends one request, and the placed bet shows its ticket number', async () => {
    loggedIn();
    let answer: (placed: Placement) => void = () => {};
    placeAnswer = () => new Promise<Placement>((resolve) => (answer = resolve));
    renderWithProviders(<BetslipBody />);
    setLegs([win({ bet_amount: 5 })]);
    const place = screen.getByRole('button', { name: /place bets \$5\.00/i });
    fireEvent.click(place);
    fireEvent.click(place);
    const legId = betslipStore.getState().legs[0].leg_id;
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    await act(async () => {
      answer(placement([verifiedLeg(requested[0].legs[0])], [placedBet('T-1001', 'Fast Horse', legId)]));
    });
    expect(requested).toHaveLength(1);
    const placed = await screen.findByRole('status', { name: 'Bet placed' });
    expect(placed.textContent).toContain('Fast Horse: Ticket No. T-1001');
    expect(betslipStore.getState().legs).toHaveLength(0);
  });

  it('a slip refused for short funds offers a deposit, which opens the deposit page and keeps the slip', async () => {
    loggedIn();
    placeAnswer = () =>
      apiAnswer(400, { message: 'Insufficient funds', errors: {}, code: 'insufficient-funds' }) as never;
    renderWithProviders(
      <Routes>
        <Route path="/" element={<BetslipBody />} />
        <Route path="/deposit" element={<p>Deposit page</p>} />
      </Routes>,
    );
    setLegs([win({ bet_amount: 5 })]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /place bets/i }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Insufficient funds');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit funds' }));
    expect(screen.getByText('Deposit page')).toBeTruthy();
    expect(betslipStore.getState().legs).toMatchObject([{ bet_amount: 5 }]);
  });

  it('a partially accepted slip keeps the failed legs with their errors', async () => {
    loggedIn();
    const second = win({ selections: [7], saddle_number: 7, selection_name: 'Slow Horse', bet_amount: 5 });
    const first = win({ bet_amount: 5 });
    placeAnswer = () => {
      const [sentFirst, sentSecond] = requested[0].legs;
      return placement(
        [verifiedLeg(sentFirst), verifiedLeg(sentSecond, { bet_leg_error_codes: [358] })],
        [placedBet('T-2001', 'Fast Horse', first.leg_id)],
      );
    };
    renderWithProviders(<BetslipBody />);
    setLegs([first, second]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /place bets/i }));
    });
    expect(screen.getByRole('status', { name: 'Bet placed' }).textContent).toContain('T-2001');
    const kept = screen.getByRole('article', { name: /Slow Horse/ });
    expect(within(kept).getByRole('alert').textContent).toContain('minimum bet');
    expect(screen.queryByRole('article', { name: /Fast Horse/ })).toBeNull();
  });
});

describe('a leg whose event closes while it sits in the slip', () => {
  const runners = ['Fast Horse', 'Blue Streak', 'Night Owl', 'River Run'];
  const picks = runners.map((name, i): NewLeg => ({
    event_id: 501 + i,
    event_name: `Flemington R${3 + i}`,
    race_number: 3 + i,
    race_type: 'T',
    bet_type: 'Win',
    dividend_code: 'FWIN',
    selections: [i + 1],
    saddle_number: i + 1,
    selection_name: name,
    requested_dividend: 3.5,
    current_dividend: 3.5,
    event_status: 'Open',
  }));

  it('leaves the parlays and the multi, which are offered again without it, and the punter is told why', async () => {
    renderWithProviders(<BetslipBody />);
    for (const pick of picks) await act(() => betslip.addLeg(pick));
    expect(betslipStore.getState().parlayCombos.map((c) => [c.label, c.combinations.length])).toEqual([
      ['Doubles', 6],
      ['Trebles', 4],
    ]);
    act(() => {
      betslip.setParlayAmount('Doubles', 1);
      betslipStore.setState((s) => ({ multi: { ...s.multi, is_multi_allowed: true } }));
    });
    expect(screen.getByRole('article', { name: '4 leg multi' })).toBeTruthy();

    closedEvents.add(503);
    await act(() => betslip.verify());

    const nightOwl = betslipStore.getState().legs.find((l) => l.selection_name === 'Night Owl')!;
    const { parlayCombos } = betslipStore.getState();
    expect(parlayCombos.map((c) => [c.label, c.combinations.length, c.amount])).toEqual([['Doubles', 3, 1]]);
    expect(parlayCombos.flatMap((c) => c.combinations.flat())).not.toContain(nightOwl.leg_id);
    expect(screen.getByRole('article', { name: '3 leg multi' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Trebles' })).toBeNull();
    expect(screen.getByTestId('closed-legs').textContent).toBe(
      'Flemington R5 has closed, so 3. Night Owl is left out of your multis.',
    );
    expect(screen.getByTestId('total-stake').textContent).toBe('$3.00');

    // What goes to the API next names only legs it is sent: never a combination the API refuses (369).
    await act(() => betslip.verify());
    const body = verified.at(-1)!;
    const sent = new Set(body.legs.map((l) => String(l.leg_id)));
    expect(sent.has(nightOwl.leg_id)).toBe(false);
    const named = (body.parlay_options ?? []).flatMap((o) => o.combinations.flat().map(String));
    expect(named).toHaveLength(6);
    expect(named.every((id) => sent.has(id))).toBe(true);
  });
});
