import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { mockApi } from '@wagering/testing/api';
import { renderWithProviders } from '@wagering/testing/render';
import { login, logout } from '@wagering/shared/session';
import { ActivityReminder, sessionResult, timeLoggedIn } from './activity-reminder';
import { cents } from '@wagering/shared/format';

const LOGGED_IN = Date.UTC(2026, 10, 28, 1, 0);
const MINUTE = 60_000;

/** The API's session activity: the reminder's interval, and stakes and returns that grow as the session goes on. */
function serve(every: 0 | 30 | 60 | 120) {
  let stakes = 0;
  const server = mockApi({
    get: {
      '/responsible-gambling/activity-reminder': () => ({ every_minutes: every }),
      '/responsible-gambling/session-activity': () => {
        stakes += 2500;
        return {
          logged_in_at: new Date(LOGGED_IN).toISOString(),
          every_minutes: every,
          stakes_cents: cents(stakes),
          returns_cents: cents(1000),
          net_cents: cents(1000 - stakes),
        };
      },
    },
  });
  vi.stubGlobal('fetch', server);
  return server;
}

describe('the activity reminder', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(LOGGED_IN + 10 * MINUTE);
    login({ access_token: 't', user_id: 'u1' });
  });
  afterEach(() => {
    logout();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows at each interval of the session the time logged in and the result since, with a link to Your Spending', async () => {
    serve(30);
    renderWithProviders(<ActivityReminder />);
    await act(() => vi.advanceTimersByTimeAsync(19 * MINUTE));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1 * MINUTE));
    const dialog = screen.getByRole('dialog', { name: 'Activity reminder' });
    expect(dialog.textContent).toContain('You have been logged in for 30 minutes.');
    expect(dialog.textContent).toContain('You have staked $50.00 and been paid $10.00: you are $40.00 behind.');
    expect(within(dialog).getByRole('link', { name: 'Your Spending' }).getAttribute('href')).toBe(
      '/profile?tab=spending',
    );
    // Focus moves into the dialog; Keep going closes it, and the next one comes at an hour.
    expect(dialog.contains(document.activeElement)).toBe(true);
    await act(() => within(dialog).getByRole('button', { name: 'Keep going' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(30 * MINUTE));
    expect(screen.getByRole('dialog', { name: 'Activity reminder' }).textContent).toContain(
      'You have been logged in for 1 hour.',
    );
  });

  it('never shows when the punter has it off, and then never reads the session’s sums (a ledger scan)', async () => {
    const server = serve(0);
    renderWithProviders(<ActivityReminder />);
    await act(() => vi.advanceTimersByTimeAsync(5 * 60 * MINUTE));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests.map((r) => r.url.pathname)).toEqual(['/v1/responsible-gambling/activity-reminder']);
  });

  it('asks nothing of the API with nobody logged in', async () => {
    logout();
    const server = serve(30);
    renderWithProviders(<ActivityReminder />);
    await act(() => vi.advanceTimersByTimeAsync(60 * MINUTE));
    expect(server.requests).toHaveLength(0);
  });
});

describe('the reminder in words', () => {
  it('tells the time logged in in hours and minutes', () => {
    expect(timeLoggedIn(30 * MINUTE)).toBe('30 minutes');
    expect(timeLoggedIn(61 * MINUTE)).toBe('1 hour 1 minute');
    expect(timeLoggedIn(120 * MINUTE)).toBe('2 hours');
  });

  it('says ahead, behind or even', () => {
    expect(sessionResult({ stakes_cents: cents(1000), returns_cents: cents(2500), net_cents: cents(1500) })).toBe(
      'You have staked $10.00 and been paid $25.00: you are $15.00 ahead.',
    );
    expect(sessionResult({ stakes_cents: cents(0), returns_cents: cents(0), net_cents: cents(0) })).toBe(
      'You have staked $0.00 and been paid $0.00: you are even.',
    );
  });
});
