import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { mockApi } from '@wagering/testing/api';
import { sessionStore } from '@wagering/shared/session';
import { renderWithProviders } from '../../../test/render';
import { CASH_OUT_EXPLAINED } from '../../../components/cash-out/components/cash-out';
import { PlacedBets } from './placed-bets';
import { cents } from '@wagering/shared/format';

beforeEach(() => {
  sessionStore.setState({ isLoggedIn: true, userData: { server_session: true, user_id: 7 } });
  const offer = { ticket_number: 'T-100', offer_cents: cents(950), suspended_reason: null, event_ids: [10] };
  vi.stubGlobal(
    'fetch',
    mockApi({
      get: { '/betting/cash-out': () => ({ data: [offer] }) },
      post: {
        '/betting/bets/{ticket_number}/cash-out': () => ({
          data: {
            ticket_number: 'T-100',
            status: 'Cashed_Out' as const,
            paid_cents: cents(950),
            balance: { cash_cents: cents(10_000), bonus_cents: cents(0), entry_id: 1 },
          },
        }),
      },
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the receipt of a bet just placed', () => {
  it('says what the cash out offer under the ticket is, and stops saying "Bet placed" once it is cashed out', async () => {
    renderWithProviders(<PlacedBets bets={[{ ticket_number: 'T-100', description: 'Fast Horse Win' }]} />);
    const offer = await screen.findByRole('button', { name: 'Cash out $9.50' });
    expect(screen.getByText(CASH_OUT_EXPLAINED)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bet placed' })).toBeTruthy();
    fireEvent.click(offer);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm cash out $9.50' }));
    expect(await screen.findByText('Cashed out for $9.50')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bet cashed out' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Bet placed' })).toBeNull();
  });
});
