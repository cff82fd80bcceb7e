import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { accountStateFixture, mockApi } from '@wagering/testing/api';
import { login, logout } from '@wagering/shared/session';
import { renderWithProviders } from '../test/render';
import { RewardsPage } from './rewards-page';

describe('/rewards', () => {
  const rewardsLogin = vi.fn(() => ({
    crm_token: 'crm',
    is_self_rewards_claim_eligible: true,
    is_bonus_promotion_eligible: false,
  }));
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        get: {
          '/clients/state': () => accountStateFixture,
          '/rewards/get-bonuses': () => ({ bonus_bets: [], dividend_boosts: [] }),
        },
        post: { '/rewards/login': rewardsLogin, '/rewards/logout': () => ({ message: 'Logged out of rewards.' }) },
      }),
    );
    login({ access_token: 't', user_id: 'u1' });
  });
  afterEach(() => {
    logout();
    rewardsLogin.mockClear();
    vi.unstubAllGlobals();
  });

  it('offers "Log in to rewards", never "Log out of rewards", to a punter who has not logged in to it', async () => {
    renderWithProviders(<RewardsPage />);
    expect(await screen.findByRole('button', { name: 'Log in to rewards' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log out of rewards' })).toBeNull();
    expect(rewardsLogin).not.toHaveBeenCalled();
  });

  it('after the punter logs in to rewards, shows them and offers to log out; logging out offers the login again', async () => {
    renderWithProviders(<RewardsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to rewards' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Log out of rewards' }));
    expect(await screen.findByRole('button', { name: 'Log in to rewards' })).toBeTruthy();
    expect(rewardsLogin).toHaveBeenCalledOnce();
  });
});
