import { describe, expect, it, vi } from 'vitest';
import { completeLogin, type LoginSteps } from './complete-login';

const credentials = { username: 'punter', password: 'Punter123', remember_me: true };

function recordSteps(pathname: string, verified: boolean) {
  const order: string[] = [];
  const steps: LoginSteps = {
    postLogin: vi.fn(async () => {
      order.push('login');
      return { access_token: 'tok', user_verified: verified, user_id: 'u1' };
    }),
    fetchProfile: vi.fn(async () => {
      order.push('profile');
      return { first_name: 'Pat' };
    }),
    pathname: () => pathname,
    goHome: () => order.push('home'),
    closeModal: () => order.push('close'),
    storeUser: (user) => order.push(`store:${String(user.first_name)}:${String(user.access_token)}`),
    resumeBetslip: async (userVerified) => {
      order.push(userVerified ? 'betslip:submit-if-legs' : 'betslip:refresh');
    },
  };
  return { order, steps };
}

describe('After login with an access token', () => {
  it('Login also fetches the profile (by the cookie the login set) and merges it into the login response', async () => {
    const { steps } = recordSteps('/racing', true);
    const user = await completeLogin(credentials, steps);
    expect(steps.fetchProfile).toHaveBeenCalledOnce();
    expect(user).toMatchObject({
      access_token: 'tok',
      user_id: 'u1',
      first_name: 'Pat',
    });
  });

  it('if on Register, go Home; close the modal; store the user; then the betslip is re-submitted for a verified user', async () => {
    const { order, steps } = recordSteps('/register', true);
    await completeLogin(credentials, steps);
    expect(order).toEqual(['login', 'profile', 'home', 'close', 'store:Pat:tok', 'betslip:submit-if-legs']);
  });

  it('if on Promotions, go Home too', async () => {
    const { order, steps } = recordSteps('/promotions', true);
    await completeLogin(credentials, steps);
    expect(order).toContain('home');
  });

  it('elsewhere the page stays; an unverified user has the betslip refreshed instead of submitted', async () => {
    const { order, steps } = recordSteps('/racing/horse', false);
    await completeLogin(credentials, steps);
    expect(order).toEqual(['login', 'profile', 'close', 'store:Pat:tok', 'betslip:refresh']);
  });

  it('a failed login stores nothing and keeps the modal open', async () => {
    const { order, steps } = recordSteps('/register', true);
    steps.postLogin = async () => {
      throw new Error('Invalid username or password');
    };
    await expect(completeLogin(credentials, steps)).rejects.toThrow('Invalid username or password');
    expect(order).toEqual([]);
  });
});
