import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LiveEvents } from '@wagering/shared/api';
import { apiAnswer, mockApi, type MockedRequest } from '@wagering/testing/api';
import { sessionStore } from '@wagering/shared/session';
import { renderWithProviders } from '../../../test/render';
import type { CashOutOffer } from '../api/get-cash-out-offers';
import { CashOut } from './cash-out';
import { cents, type Cents } from '@wagering/shared/format';

// The live stream's subscribers, so a test can push price moves to them.
const live = vi.hoisted(() => ({ odds: new Set<(e: unknown) => void>() }));
vi.mock('@wagering/shared/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@wagering/shared/api')>();
  return {
    ...actual,
    subscribeLive: (kind: string, handler: (e: unknown) => void) => {
      if (kind !== 'odds') return () => {};
      live.odds.add(handler);
      return () => live.odds.delete(handler);
    },
  };
});

const offer = (overrides: Partial<CashOutOffer> = {}): CashOutOffer => ({
  ticket_number: 'T-100',
  offer_cents: cents(950),
  suspended_reason: null,
  event_ids: [10],
  ...overrides,
});
const paid = (amount: Cents) => ({
  data: {
    ticket_number: 'T-100',
    status: 'Cashed_Out' as const,
    paid_cents: amount,
    balance: { cash_cents: cents(10_000), bonus_cents: cents(0), entry_id: 1 },
  },
});

let offers: CashOutOffer[];
let accepts: MockedRequest[];
let offerRequests = 0;
function stub(acceptAnswer: (amount: Cents) => ReturnType<typeof paid> | ReturnType<typeof apiAnswer>) {
  accepts = [];
  vi.stubGlobal(
    'fetch',
    mockApi({
      get: {
        '/betting/cash-out': () => {
          offerRequests++;
          return { data: offers };
        },
      },
      post: {
        '/betting/bets/{ticket_number}/cash-out': (request) => {
          accepts.push(request);
          return acceptAnswer(request.body!.offer_cents);
        },
      },
    }),
  );
}

beforeEach(() => {
  offers = [offer()];
  sessionStore.setState({ isLoggedIn: true, userData: { server_session: true, user_id: 7 } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Cash out on a pending bet', () => {
  it('shows "Cash out $9.50", asks to confirm, and says what was paid', async () => {
    stub((amount) => paid(amount));
    renderWithProviders(<CashOut ticketNumber="T-100" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cash out $9.50' }));
    expect(screen.getByText(/Cash out this bet for \$9\.50\?/)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm cash out $9.50' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    fireEvent.click(confirm);
    expect((await screen.findByRole('status')).textContent).toBe('Cashed out for $9.50');
    expect(accepts.map((r) => [r.url.pathname, r.body])).toEqual([
      ['/v1/betting/bets/T-100/cash-out', { offer_cents: 950 }],
    ]);
  });

  it('keeps the bet when the punter says so, and sends nothing', async () => {
    stub((amount) => paid(amount));
    renderWithProviders(<CashOut ticketNumber="T-100" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cash out $9.50' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep bet' }));
    expect(await screen.findByRole('button', { name: 'Cash out $9.50' })).toBeTruthy();
    expect(accepts).toHaveLength(0);
  });

  it('asks again at the new amount when the price moved, and pays that', async () => {
    const message = 'The cash out offer has changed to $7.20. Do you want to cash out for the new amount?';
    stub((amount) =>
      amount === 720
        ? paid(cents(720))
        : apiAnswer(409, {
            message,
            errors: {},
            code: 'cash-out-offer-changed',
            offer: offer({ offer_cents: cents(720) }),
          }),
    );
    renderWithProviders(<CashOut ticketNumber="T-100" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cash out $9.50' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm cash out $9.50' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm cash out $7.20' }));
    expect((await screen.findByRole('status')).textContent).toBe('Cashed out for $7.20');
    expect(accepts.map((r) => r.body)).toEqual([{ offer_cents: 950 }, { offer_cents: 720 }]);
  });

  it('is a disabled "Cash out suspended" button described by the reason while suspended', async () => {
    offers = [offer({ offer_cents: null, suspended_reason: 'Cash out is suspended while the market is suspended' })];
    stub((amount) => paid(amount));
    renderWithProviders(<CashOut ticketNumber="T-100" />);
    const button = (await screen.findByRole('button', { name: 'Cash out suspended' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('Cash out is suspended while the market is suspended');
  });

  it('asks for the offer once for a burst of price moves on its race, and not for moves on other races', async () => {
    stub((amount) => paid(amount));
    offerRequests = 0;
    renderWithProviders(<CashOut ticketNumber="T-100" />);
    await screen.findByRole('button', { name: 'Cash out $9.50' });
    expect(offerRequests).toBe(1);
    offers = [offer({ offer_cents: cents(880) })];
    const move = (race_id: number) => ({ race_id }) as unknown as LiveEvents['odds'];
    for (let i = 0; i < 20; i++) live.odds.forEach((handler) => handler(move(i % 2 ? 10 : 11)));
    expect(await screen.findByRole('button', { name: 'Cash out $8.80' }, { timeout: 3000 })).toBeTruthy();
    expect(offerRequests).toBe(2);
    live.odds.forEach((handler) => handler(move(11)));
    await new Promise((r) => setTimeout(r, 1_200));
    expect(offerRequests).toBe(2);
  });

  it('shows nothing on a bet cash out does not apply to', async () => {
    stub((amount) => paid(amount));
    renderWithProviders(<CashOut ticketNumber="T-999" />);
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });
});
