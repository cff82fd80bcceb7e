import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@wagering/shared/router';
import { logout } from '@wagering/shared/session';

/** Logout (SPEC 4): the session store clears the cookie, storage entry, user data and rewards; cached data goes too. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    logout();
    queryClient.removeQueries({ queryKey: ['account'] });
    queryClient.removeQueries({ queryKey: ['benefits'] });
    navigate('/');
  };
}
