import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@wagering/shared/router';
import { logout } from '@wagering/shared/session';
import { api, clearPunterData } from '@wagering/shared/api';

/** Logout (SPEC 4): the session store clears the cookie, storage entry, user data and rewards; every per-punter query goes too. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    // The server ends this session (its token is refused from now on); the page forgets it whatever the answer.
    api.POST('/auth/logout').catch(() => undefined);
    logout();
    clearPunterData(queryClient);
    navigate('/');
  };
}
