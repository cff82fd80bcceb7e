import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { sessionStore, uiStore } from '@wagering/shared/session';
import { renderWithProviders } from '../../../test/render';
import type { BetHistoryItem } from '../api/get-bets';
import { MyBetsPage } from './my-bets-page';

const bet = (overrides: Partial<BetHistoryItem> = {}): BetHistoryItem => ({
  ticket_number: 'T-100',
  bet_kind: 'single',
  bet_type: 'Win',
  special_type: null,
  description: '4. Fast Horse, R3 Flemington, Win',
  stake_cents: 1000,
  is_free_bet: false,
  dividend: 3.5,
  status: 'Accepted',
  return_cents: 0,
  placed_at: '2026-11-22T10:00:00Z',
  settled_at: null,
  legs: [],
  ...overrides,
});

let fetchMock: ReturnType<typeof vi.fn>;
const answer = (bets: BetHistoryItem[]) =>
  new Response(JSON.stringify({ data: { bets, page: 1, total_pages: 1 } }), { status: 200 });

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) =>
    answer(
      url.includes('status=settled')
        ? [bet({ ticket_number: 'T-200', status: 'Return_Of', return_cents: 3500, settled_at: '2026-11-22T10:05:00Z' })]
        : [bet()],
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.setState({ isLoggedIn: true, userData: { access_token: 't' } });
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
    expect(within(settled).getByText('Return Of')).toBeTruthy();
    expect(within(settled).getByText('$35.00')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/v1/betting/bets?status=settled&page=1&count=20', expect.anything());
  });

  it('says so when there are no bets', async () => {
    fetchMock.mockImplementation(async () => answer([]));
    renderWithProviders(<MyBetsPage />);
    expect(await screen.findByText('You have no pending bets.')).toBeTruthy();
  });

  it('a logged-out punter is offered the login modal', () => {
    sessionStore.setState({ isLoggedIn: false, userData: {} });
    renderWithProviders(<MyBetsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(uiStore.getState().modals.login).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
