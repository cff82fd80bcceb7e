import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountStateFixture, mockApi } from '@wagering/shared/api';
import { closeModal, login, logout, setDrawer, uiStore } from '@wagering/shared/session';
import { renderWithProviders } from '../../../test/render';
import Overlays from '../overlays';

describe('profile drawer (SPEC overlays)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        get: { '/clients/state': () => ({ ...accountStateFixture, cash_cents: 12_550, bonus_bets_count: 2 }) },
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
    expect(await screen.findByRole('dialog', { name: 'Join Now' })).toBeTruthy();
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
    ]);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Deposit' }));
    expect(uiStore.getState().drawers.profile).toBe(false);
  });
});
