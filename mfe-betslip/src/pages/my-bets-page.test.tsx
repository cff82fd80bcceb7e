import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiAnswer, mockApi, type MockedRequest } from '@wagering/testing/api';
import { sessionStore, uiStore } from '@wagering/shared/session';
import { renderWithProviders } from '../test/render';
import type { BetHistoryItem, BetHistoryLeg } from '../features/my-bets/api/get-bets';
import { MyBetsPage } from './my-bets-page';
import { cents } from '@wagering/shared/format';

const bet = (overrides: Partial<BetHistoryItem> = {}): BetHistoryItem => ({
  ticket_number: 'T-100',
  bet_kind: 'single',
  bet_type: 'FWIN',
  special_type: null,
  description: 'Flemington R3 4. Fast Horse Fixed Win',
  stake_cents: cents(1000),
  is_free_bet: false,
  dividend: 3.5,
  status: 'Accepted',
  return_cents: cents(0),
  placed_at: '2026-11-22T10:00:00Z',
  settled_at: null,
  legs: [],
  ...overrides,
});
const leg = (overrides: Partial<BetHistoryLeg>): BetHistoryLeg => ({
  leg_no: 1,
  event_id: 10,
  event_name: 'Flemington R3',
  runner_name: 'Fast Horse',
  runners: null,
  bet_type: 'FWIN',
  special_type: null,
  selections: '4',
  dividend: 3.5,
  result: 'won',
  ...overrides,
});

const page = (bets: BetHistoryItem[], pageNo = 1, totalPages = 1) => ({
  data: { bets, page: pageNo, count: 20, total: bets.length, total_pages: totalPages },
});
let fetch: ReturnType<typeof mockApi>;
/** My Bets' one call, answered by status; typed by the generated paths, so a wrong route does not compile. */
const stubBets = (answer: (request: MockedRequest) => ReturnType<typeof page> | ReturnType<typeof apiAnswer>) => {
  fetch = mockApi({ get: { '/betting/bets': answer } });
  vi.stubGlobal('fetch', fetch);
};

beforeEach(() => {
  stubBets((request) =>
    request.query.get('status') === 'settled'
      ? page([
          bet({
            ticket_number: 'T-200',
            status: 'Return_Of',
            return_cents: cents(3500),
            settled_at: '2026-11-22T10:05:00Z',
          }),
        ])
      : page([bet()]),
  );
  sessionStore.setState({ isLoggedIn: true, userData: { server_session: true } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('My Bets', () => {
  it('lists pending bets with ticket, status and stake, and settled bets with their return', async () => {
    renderWithProviders(<MyBetsPage />, { route: '/my-bets' });
    const pending = await screen.findByRole('article', { name: 'Ticket No. T-100' });
    expect(within(pending).getByText('Accepted')).toBeTruthy();
    expect(within(pending).getByText('$10.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    const settled = await screen.findByRole('article', { name: 'Ticket No. T-200' });
    // The result in words, not the status code "Return_Of".
    expect(within(settled).getByText('Won')).toBeTruthy();
    expect(within(settled).getByText('$35.00')).toBeTruthy();
    expect(fetch.requests.map((r) => r.url.search)).toEqual([
      '?status=pending&page=1&count=20',
      '?status=settled&page=1&count=20',
    ]);
  });

  it('shows each leg of a multi with its result', async () => {
    stubBets(() =>
      page([
        bet({
          bet_kind: 'multi',
          legs: [leg({}), leg({ leg_no: 2, event_name: 'Randwick R5', runner_name: 'Slow Mare', result: 'pending' })],
        }),
      ]),
    );
    renderWithProviders(<MyBetsPage />);
    const legs = await screen.findByRole('list', { name: 'Legs' });
    expect(within(legs).getByText('Flemington R3 · 4. Fast Horse · Fixed Win · Won')).toBeTruthy();
    expect(within(legs).getByText('Randwick R5 · 4. Slow Mare · Fixed Win · Pending')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2-leg Multi' })).toBeTruthy();
  });

  it('describes exotics and same race multis in words, runners by name, and a price as a number, never money', async () => {
    const runners = { '1': 'Fast Horse', '2': 'Slow Horse', '3': 'Third Horse' };
    const exotic = (special_type: string, selections: string) =>
      leg({
        bet_type: 'Exotic',
        special_type,
        selections,
        runner_name: null,
        runners,
        dividend: null,
        result: 'pending',
      });
    stubBets(() =>
      page([
        bet({
          ticket_number: 'T-1',
          bet_type: 'Exotic',
          special_type: 'BoxTrifecta',
          dividend: null,
          legs: [exotic('BoxTrifecta', '1,2,3')],
        }),
        bet({
          ticket_number: 'T-2',
          bet_type: 'Exotic',
          special_type: 'SameRaceMulti',
          dividend: 85,
          legs: [exotic('SameRaceMulti', '1:FWIN,2:PTOP2')],
        }),
      ]),
    );
    renderWithProviders(<MyBetsPage />);
    const box = await screen.findByRole('article', { name: 'Ticket No. T-1' });
    expect(
      within(box).getByRole('heading', { name: 'Box Trifecta 1. Fast Horse, 2. Slow Horse, 3. Third Horse' }),
    ).toBeTruthy();
    expect(within(box).getByText(/^Flemington R3 · Ticket No\. T-1/)).toBeTruthy();
    // An exotic has no price when placed: it pays the tote's dividend (issue 36 item 2: it read "Price Tote").
    expect(within(box).getByText('Price').nextSibling?.textContent).toBe('Tote dividend, paid on the result');
    const srm = screen.getByRole('article', { name: 'Ticket No. T-2' });
    expect(
      within(srm).getByRole('heading', { name: 'Same Race Multi: 1. Fast Horse Win, 2. Slow Horse Top 2' }),
    ).toBeTruthy();
    expect(within(srm).getByText('85.00')).toBeTruthy();
    expect(srm.textContent).not.toMatch(/\$85|FWIN|PTOP|BoxTrifecta/);
  });

  it('filters by bet type and days placed on the server, from page 1, and clears the filters', async () => {
    renderWithProviders(<MyBetsPage />);
    await screen.findByRole('article', { name: 'Ticket No. T-100' });
    fireEvent.change(screen.getByLabelText('Bet type'), { target: { value: 'same_race_multi' } });
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2026-11-22' } });
    await waitFor(() =>
      expect(fetch.requests.at(-1)?.url.search).toBe(
        '?status=pending&kind=same_race_multi&from=2026-11-01&to=2026-11-22&page=1&count=20',
      ),
    );
    stubBets(() => page([]));
    fireEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    expect(await screen.findByText('No bets match these filters.')).toBeTruthy();
    expect(fetch.requests.at(-1)?.url.search).toContain('status=settled&kind=same_race_multi');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(fetch.requests.at(-1)?.url.search).toBe('?status=settled&page=1&count=20'));
    expect((screen.getByLabelText('Bet type') as HTMLSelectElement).value).toBe('all');
  });

  it('pages through a long list', async () => {
    stubBets((request) =>
      request.query.get('page') === '2' ? page([bet({ ticket_number: 'T-2' })], 2, 2) : page([bet()], 1, 2),
    );
    renderWithProviders(<MyBetsPage />);
    await screen.findByRole('article', { name: 'Ticket No. T-100' });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Bets pages' })).getByRole('button', { name: /2/ }));
    expect(await screen.findByRole('article', { name: 'Ticket No. T-2' })).toBeTruthy();
  });

  it('says so when there are no bets', async () => {
    stubBets(() => page([]));
    renderWithProviders(<MyBetsPage />);
    expect(await screen.findByText('You have no pending bets.')).toBeTruthy();
  });

  it('shows the server’s message when the list cannot be loaded, with a retry', async () => {
    stubBets(() => apiAnswer(503, { message: 'Bets are unavailable right now.', errors: {} }));
    renderWithProviders(<MyBetsPage />);
    expect(await screen.findByText('Bets are unavailable right now.')).toBeTruthy();
    stubBets(() => page([bet()]));
    fireEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('article', { name: 'Ticket No. T-100' })).toBeTruthy();
  });

  it('a logged-out punter is offered the login modal', () => {
    sessionStore.setState({ isLoggedIn: false, userData: {} });
    renderWithProviders(<MyBetsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(uiStore.getState().modals.login).toBe(true);
    expect(fetch.requests).toEqual([]);
  });
});
