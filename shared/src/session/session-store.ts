import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { NotificationEvent } from '@wagering/shared/bus';
import { CSRF_COOKIE } from '@wagering/shared/constants';
import { clearAllCookies, getCookie } from './cookies';
import { clearAllLocalStorage, clearClientState, persistSlice } from './persisted-state';

/**
 * SPEC "Client state" userData, identity only: who is logged in (id, name) and their rewards session. What the
 * server knows about the account (balances, verification, benefits, limits) lives in the query cache
 * (api/account-state.ts and the remotes' queries), never copied here. The access token is not kept either: the
 * server holds the session in an HttpOnly cookie no script can read (docs/SPEC-CHOICES.md).
 */
export interface UserData {
  /** The server keeps this browser's session in its cookie: false for the app's login fallback without a token. */
  server_session?: boolean;
  crm_token?: string;
  last_withdrawal_at?: string | null;
  is_self_rewards_claim_eligible?: boolean;
  is_bonus_promotion_eligible?: boolean;
  user_id?: string | number;
  username?: string;
  first_name?: string;
  last_name?: string;
}

/** Every field of UserData, once: a field added to the interface and not here does not compile. */
const IDENTITY_FIELDS: Record<keyof UserData, true> = {
  server_session: true,
  crm_token: true,
  last_withdrawal_at: true,
  is_self_rewards_claim_eligible: true,
  is_bonus_promotion_eligible: true,
  user_id: true,
  username: true,
  first_name: true,
  last_name: true,
};

/**
 * A login answer (login, registration, the app's login:request): the identity, and the access token the server also
 * put into its HttpOnly cookie. The token is not kept; that it came says the server holds the session.
 */
export type LoginAnswer = UserData & { access_token?: string };

/** The identity fields of a login answer or the server's user object; the rest of it is server data, not session. */
const identityOf = (fields: UserData): UserData =>
  Object.fromEntries(
    Object.keys(IDENTITY_FIELDS)
      .filter((key) => fields[key as keyof UserData] !== undefined)
      .map((key) => [key, fields[key as keyof UserData]]),
  );

interface SessionState {
  userData: UserData;
  isLoggedIn: boolean;
  alerts: NotificationEvent[];
  /**
   * When each notification (ticket and status) first arrived, kept a day: a toast keeps its lifetime across a
   * reload, and one that was dismissed or ran out never comes back.
   */
  alertsReceivedAt: Record<string, number>;
}

interface CrmLogin {
  crm_token: string;
  is_self_rewards_claim_eligible?: boolean;
  is_bonus_promotion_eligible?: boolean;
}

const loggedOut = (): SessionState => ({
  userData: {},
  isLoggedIn: false,
  alerts: [],
  alertsReceivedAt: {},
});

/** The page's one session (a Module Federation singleton), persisted as the "session" slice of the client state. */
export const sessionStore = createStore<SessionState>(loggedOut);

/**
 * Starts the page's session in the browser: restores the stored session and keeps it stored. The shell's client boot
 * calls it first (what it starts next reads the punter from it); the server never does, so importing the kit reads
 * and writes no storage. Returns the function that stops it (tests, hot reload).
 */
export function startSession(): () => void {
  const stop = persistSlice('session', sessionStore, ({ userData, isLoggedIn, alerts, alertsReceivedAt }) => ({
    userData,
    isLoggedIn,
    alerts,
    alertsReceivedAt,
  }));
  // An entry an older build wrote may hold server figures (balances, verification) and the token in userData: only
  // identity stays, and the token says the server holds a session (moveLegacySession puts it into the server's cookie).
  sessionStore.setState((state) => ({ userData: identityOfAnswer(state.userData) }));
  return stop;
}

function identityOfAnswer({ access_token, ...fields }: LoginAnswer): UserData {
  return identityOf(access_token ? { ...fields, server_session: true } : fields);
}

const isNonEmpty = (data: UserData) => Object.keys(data).length > 0;

/**
 * Login success: the response's identity (with the profile's name merged in by the caller) becomes userData; the
 * server has already put the session into its cookie (a year with Remember me). The user is marked logged in if user
 * data is non-empty.
 */
export function login(data: LoginAnswer): void {
  const userData = identityOfAnswer(data);
  sessionStore.setState({ userData, isLoggedIn: isNonEmpty(userData) });
}

/** Merges the identity fields of the server's user object (the name) into userData. */
export function mergeUser(fields: UserData): void {
  const userData = { ...sessionStore.getState().userData, ...identityOf(fields) };
  sessionStore.setState({ userData, isLoggedIn: isNonEmpty(userData) });
}

/**
 * Logout clears the local storage entry, empties user data and marks the user logged out (the punter's queries,
 * rewards among them, go with the change of punter: api/punter-data.ts). The cookies are the server's answer to
 * POST /auth/logout: the session cookie is out of a script's reach, and the CSRF cookie must outlive this call for
 * that request to carry it.
 */
export function logout(): void {
  // The store changes first so its persisted write lands before the entry is removed, not after.
  sessionStore.setState({ userData: {}, isLoggedIn: false });
  clearClientState();
}

/** CRM login adds crm_token and the eligibility flags. */
export function crmLogin({ crm_token, is_self_rewards_claim_eligible, is_bonus_promotion_eligible }: CrmLogin): void {
  mergeUser({ crm_token, is_self_rewards_claim_eligible, is_bonus_promotion_eligible });
}

/** CRM logout removes crm_token (the rewards query keyed by it goes with it: the rewards feature removes it). */
export function crmLogout(): void {
  const { crm_token: _removed, ...userData } = sessionStore.getState().userData;
  sessionStore.setState({ userData });
}

const DAY_MS = 86_400_000;
/** One notification: a ticket in one status (a bet's acceptance and its result are two). */
export const alertKey = (alert: Pick<NotificationEvent, 'id' | 'status'>) => `${alert.id}:${alert.status}`;

/** Newest first; a repeated ticket replaces its earlier alert; a notification already shown is not shown again. */
export function addAlert(alert: NotificationEvent, now = Date.now()): void {
  const { alerts, alertsReceivedAt } = sessionStore.getState();
  const key = alertKey(alert);
  if (alertsReceivedAt[key] !== undefined) return;
  const recent = Object.fromEntries(Object.entries(alertsReceivedAt).filter(([, at]) => now - at < DAY_MS));
  sessionStore.setState({
    alerts: [alert, ...alerts.filter((a) => a.id !== alert.id)],
    alertsReceivedAt: { ...recent, [key]: now },
  });
}

/** Removes a ticket's alert; its arrival stays recorded, so it never returns (a reload, the stream again). */
export const dismissAlert = (id: string) =>
  sessionStore.setState({ alerts: sessionStore.getState().alerts.filter((a) => a.id !== id) });

/** After HTTP 401 all local storage, the stored session and all cookies are wiped. */
export function wipeOnUnauthorized(): void {
  sessionStore.setState(loggedOut());
  clearAllLocalStorage();
  clearAllCookies();
}

/**
 * The session's CSRF token, which every write sends back in X-CSRF-Token (the server set its cookie at login):
 * production's `__Host-` cookie (api/src/modules/auth/cookies.ts), else the plain one of the demo over http.
 */
export const csrfToken = () => getCookie(`__Host-${CSRF_COOKIE}`) ?? getCookie(CSRF_COOKIE);

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
