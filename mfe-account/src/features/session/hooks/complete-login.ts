import type { LoginForm } from '@wagering/shared/forms';
import type { LoginAnswer, UserData } from '@wagering/shared/session';
import type { LoginResponse } from '../api/login';

/** Pages a punter is sent Home from after logging in (SPEC 4 Session). */
const LEAVE_AFTER_LOGIN = ['/register', '/promotions'];

const leavesAfterLogin = (pathname: string) =>
  LEAVE_AFTER_LOGIN.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** What completing a login touches, injected so the order of the steps can be tested on its own. */
export interface LoginSteps {
  postLogin: (credentials: LoginForm) => Promise<LoginResponse>;
  /** Reads the profile by the session cookie the login answer has just set. */
  fetchProfile: () => Promise<UserData>;
  pathname: () => string;
  goHome: () => void;
  closeModal: () => void;
  storeUser: (user: LoginAnswer) => void;
  /** Re-submits the betslip (legs and verified) or refreshes it; a slip without legs is left alone. */
  resumeBetslip: (userVerified: boolean) => Promise<void>;
}

/**
 * SPEC 4 Session. Login, then the profile (read by the session cookie the login set) is merged into the login
 * response; the session store drops the token itself. With an
 * access token: if on Register or Promotions go Home; close the modal; store the user; then the betslip is re-submitted
 * (it has legs and the user is verified) or refreshed.
 */
export async function completeLogin(credentials: LoginForm, steps: LoginSteps): Promise<LoginAnswer> {
  const response = await steps.postLogin(credentials);
  const profile = response.access_token ? await steps.fetchProfile() : {};
  const user: LoginAnswer = { ...response, ...profile, access_token: response.access_token, user_id: response.user_id };
  if (!user.access_token) return user;
  if (leavesAfterLogin(steps.pathname())) steps.goHome();
  steps.closeModal();
  steps.storeUser(user);
  await steps.resumeBetslip(Boolean(response.user_verified));
  return user;
}
