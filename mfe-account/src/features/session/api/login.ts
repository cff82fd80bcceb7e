import { api, bearer, type ApiResponse } from '@wagering/shared/api';
import { centsToDollars } from '@wagering/shared/format';
import type { LoginForm } from '@wagering/shared/forms';
import type { UserData } from '@wagering/shared/session';
import type { Profile } from '../../profile/api/get-profile';

/** SPEC 3 login response. */
export type LoginResponse = ApiResponse<'/auth/login', 'post'>;

/** POST /auth/login: username (or email), password, remember_me and the optional numeric company. */
export const postLogin = (credentials: LoginForm) => api.POST('/auth/login', { body: credentials });

/** The profile as session user fields: the cash balance in dollars is what the header and betslip read. */
export const profileUserFields = (profile: Profile): UserData => ({
  ...profile,
  account_balance: centsToDollars(profile.cash_cents),
});

/** The punter's profile, read with the token the login just gave (the cookie may not be written yet). */
export const fetchProfileWithToken = (token: string) =>
  api.GET('/clients/details', { headers: bearer(token) }).then(profileUserFields);
