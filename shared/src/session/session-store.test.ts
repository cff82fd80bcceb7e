import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, setCookie } from './cookies';
import type { NotificationEvent } from '@wagering/shared/bus';
import {
  addAlert,
  crmLogin,
  dismissAlert,
  crmLogout,
  login,
  logout,
  mergeUser,
  sessionStore,
  startSession,
  wipeOnUnauthorized,
} from './session-store';

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  }
};

describe('session', () => {
  // As the shell's client boot starts it (importing it restores and stores nothing: kit-at-import.test.ts).
  let stop = () => {};
  beforeAll(() => (stop = startSession()));
  afterAll(() => stop());
  beforeEach(() => {
    wipeOnUnauthorized();
    clearCookies();
  });

  it('Login success keeps no token anywhere a script reads: not the cookies, not the store, not local storage', () => {
    login({ access_token: 'tok-1', user_id: 7 });
    expect(document.cookie).not.toContain('tok-1');
    expect(JSON.stringify(sessionStore.getState())).not.toContain('tok-1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('tok-1');
    // The token's arrival says the server holds the session (in its HttpOnly cookie).
    expect(sessionStore.getState().userData).toEqual({ server_session: true, user_id: 7 });
  });

  it('keeps identity only: what the server knows of the account (verification, balances) is not copied in', () => {
    const answer = { access_token: 'tok-1', user_id: 7, user_verified: true, cash_cents: 500 };
    login(answer);
    mergeUser({ first_name: 'Sam', ...{ account_balance: 12.5 } });
    expect(sessionStore.getState().userData).toEqual({ server_session: true, user_id: 7, first_name: 'Sam' });
  });

  it('The user is marked logged in if user data is non-empty', () => {
    login({});
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    login({ access_token: 'tok', user_id: 1 });
    expect(sessionStore.getState().isLoggedIn).toBe(true);
  });

  it("The server user object's name is merged in", () => {
    login({ access_token: 'tok', user_id: 1 });
    mergeUser({ first_name: 'Sam', last_name: 'Punter' });
    expect(sessionStore.getState().userData).toMatchObject({
      server_session: true,
      first_name: 'Sam',
      last_name: 'Punter',
    });
  });

  it('an entry an older build stored keeps only its identity once started (its balances and verification were copies, its token goes)', async () => {
    const userData = { access_token: 'tok', user_id: 1, first_name: 'Sam', user_verified: true, account_balance: 12.5 };
    localStorage.setItem('wagering-state', JSON.stringify({ session: { userData, isLoggedIn: true } }));
    vi.resetModules();
    const fresh = await import('./session-store');
    const stopFresh = fresh.startSession();
    expect(fresh.sessionStore.getState().userData).toEqual({ server_session: true, user_id: 1, first_name: 'Sam' });
    expect(localStorage.getItem('wagering-state')).not.toContain('tok');
    expect(fresh.sessionStore.getState().isLoggedIn).toBe(true);
    stopFresh();
  });

  it('the session is persisted under the client-state key', () => {
    login({ access_token: 'tok', user_id: 1 });
    expect(JSON.parse(localStorage.getItem('wagering-state')!).session.userData.user_id).toBe(1);
  });

  it('Logout clears the local storage entry, empties user data, and marks the user logged out; the cookies are the server’s to expire', () => {
    login({ access_token: 'tok', user_id: 1 });
    setCookie('csrfToken', 'csrf-1', 60);
    localStorage.setItem('wagering-state', JSON.stringify({ races: { raceType: 'G' } }));
    logout();
    // The logout call, started just before, still sends it (POST /auth/logout answers with both cookies expired).
    expect(getCookie('csrfToken')).toBe('csrf-1');
    expect(localStorage.getItem('wagering-state')).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ userData: {}, isLoggedIn: false });
  });

  it('CRM login adds crm_token and the eligibility flags', () => {
    login({ access_token: 'tok', user_id: 1 });
    crmLogin({ crm_token: 'crm', is_self_rewards_claim_eligible: true, is_bonus_promotion_eligible: false });
    expect(sessionStore.getState().userData).toMatchObject({
      crm_token: 'crm',
      is_self_rewards_claim_eligible: true,
      is_bonus_promotion_eligible: false,
    });
  });

  it('CRM logout removes crm_token', () => {
    login({ access_token: 'tok', user_id: 1, crm_token: 'crm' });
    crmLogout();
    expect(sessionStore.getState().userData).not.toHaveProperty('crm_token');
    expect(sessionStore.getState().isLoggedIn).toBe(true);
  });

  it('a notification already shown (dismissed, run out, or sent again) never returns; a new status of the ticket does', () => {
    const accepted: NotificationEvent = {
      id: 'T9',
      event_description: 'R1',
      outcome: 'Bet accepted',
      status: 'Accepted',
      balance_effect: '',
      type: 'Bet',
    };
    addAlert(accepted, 1000);
    dismissAlert('T9');
    addAlert(accepted, 2000);
    expect(sessionStore.getState().alerts).toEqual([]);
    addAlert({ ...accepted, status: 'Return_Of', outcome: 'Won' }, 3000);
    expect(sessionStore.getState().alerts.map((a) => a.status)).toEqual(['Return_Of']);
    expect(sessionStore.getState().alertsReceivedAt).toEqual({ 'T9:Accepted': 1000, 'T9:Return_Of': 3000 });
    // Arrivals are kept a day.
    addAlert({ ...accepted, id: 'T10' }, 1000 + 86_400_000);
    expect(Object.keys(sessionStore.getState().alertsReceivedAt)).toEqual(['T9:Return_Of', 'T10:Accepted']);
  });

  it('After HTTP 401 all local storage, the stored session and all cookies are wiped', () => {
    login({ access_token: 'tok', user_id: 1 });
    setCookie('other', 'x', 60);
    localStorage.setItem('something-else', 'x');
    wipeOnUnauthorized();
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStore.getState()).toMatchObject({ userData: {}, isLoggedIn: false });
  });
});
