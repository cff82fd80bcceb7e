import { api, bearer } from '@wagering/shared/api';
import { ACCESS_TOKEN_COOKIE } from '@wagering/shared/constants';
import { deleteCookie, getCookie } from '@wagering/shared/session';

/**
 * A build before the HttpOnly session kept the token in a script-readable accessToken cookie. The server is asked to
 * move that session into its own HttpOnly cookie of the same name (POST /auth/refresh), which replaces the readable
 * one; if it cannot, the readable cookie goes anyway and the next call's 401 logs the page out.
 */
export async function moveLegacySession(): Promise<void> {
  const legacy = getCookie(ACCESS_TOKEN_COOKIE);
  if (!legacy) return;
  try {
    await api.POST('/auth/refresh', { headers: bearer(legacy) });
  } catch {
    deleteCookie(ACCESS_TOKEN_COOKIE);
  }
}
