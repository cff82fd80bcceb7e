import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountStateFixture, mockApi } from '@wagering/testing/api';
import { closeModal, login, logout, sessionStore, setDrawer, uiStore } from '@wagering/shared/session';
import { renderWithProviders } from '../test/render';
import Overlays from './overlays';
import { cents } from '@wagering/shared/format';

describe('profile drawer (SPEC overlays)', () => {
  // The drawer is a lazy chunk whose first load transforms the kit's api module graph (the test doubles no longer
  // pull it in): loaded once here, so findByRole's one-second wait is for the drawer, not for a busy machine.
  beforeAll(() => import('../features/session/components/profile-drawer'));
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        get: { '/clients/state': () => ({ ...accountStateFixture, cash_cents: cents(12_550), bonus_bets_count: 2 }) },
      }),
    );
  });
  afterEach(() => {
    act(() => {
      setDrawer('profile', false);
      closeModal('register');
      closeModal('login');
      logout();
    });
    vi.unstubAllGlobals();
  });

  it('opens from the store flag the app bridge sets, and its Join Now opens the register modal', async () => {
    renderWithProviders(<Overlays />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => setDrawer('profile', true));
    const drawer = await screen.findByRole('dialog', { name: 'My Account' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Join Now' }));
    expect(uiStore.getState().drawers.profile).toBe(false);
    expect(uiStore.getState().modals.register).toBe(true);
    // The register modal is a lazy chunk (the forms' rules): on a loaded machine its import outlasts the default 1 s.
    expect(await screen.findByRole('dialog', { name: 'Join Now' }, { timeout: 10_000 })).toBeTruthy();
  });

  it("logged in: shows the punter's balance and account pages, and a page link closes it", async () => {
    act(() => login({ access_token: 't', user_id: 'u1', first_name: 'Sam', last_name: 'Punter' }));
    renderWithProviders(<Overlays />);
    act(() => setDrawer('profile', true));
    const drawer = await screen.findByRole('dialog', { name: 'My Account' });
    expect(drawer.textContent).toContain('Sam Punter');
    // The balance and counts are the account state's (the query cache), the name the session's.
    await vi.waitFor(() => expect(drawer.textContent).toContain('Balance $125.50'));
    expect(drawer.textContent).toContain('2 bonus bets · 0 boosts');
    const links = within(drawer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/profile',
      '/profile/verification',
      '/deposit',
      '/withdraw',
      '/my-bets',
      '/profile/blackbook',
      '/rewards',
      '/bonus',
      '/profile?tab=spending',
    ]);
    // The spending picture by its name (issue 36 item 7), not only inside the activity statement.
    expect(within(drawer).getByRole('link', { name: 'Your Spending' })).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Deposit' }));
    expect(uiStore.getState().drawers.profile).toBe(false);
  });

  it('Logout tells the server with the CSRF token (the server ends the session and expires its cookies), and the page forgets the punter', async () => {
    const fetch = mockApi({
      get: { '/clients/state': () => accountStateFixture },
      post: { '/auth/logout': () => ({ message: 'You have logged out.' }) },
    });
    vi.stubGlobal('fetch', fetch);
    document.cookie = 'csrfToken=csrf-1; Path=/';
    act(() => login({ access_token: 't', user_id: 'u1', first_name: 'Sam', last_name: 'Punter' }));
    renderWithProviders(<Overlays />);
    act(() => setDrawer('profile', true));
    const drawer = await screen.findByRole('dialog', { name: 'My Account' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(fetch.requests.some((r) => r.url.pathname === '/v1/auth/logout')).toBe(true));
    const out = fetch.requests.find((r) => r.url.pathname === '/v1/auth/logout')!;
    expect(out.headers.get('X-CSRF-Token')).toBe('csrf-1');
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    document.cookie = 'csrfToken=; Max-Age=0; Path=/';
  });
});
