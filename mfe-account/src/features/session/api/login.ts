import { api, type ApiResponse } from '@wagering/shared/api';
import type { LoginForm } from '@wagering/shared/forms';

/** SPEC 3 login response. */
export type LoginResponse = ApiResponse<'/auth/login', 'post'>;

/** POST /auth/login: username (or email), password, remember_me and the optional numeric company. */
export const postLogin = (credentials: LoginForm) => api.POST('/auth/login', { body: credentials });
