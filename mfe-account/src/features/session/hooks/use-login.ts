import { useNavigate } from '@wagering/shared/router';
import { useMutation } from '@tanstack/react-query';
import { betslip } from '@wagering/shared/betslip';
import type { LoginForm } from '@wagering/shared/forms';
import { closeModal, login } from '@wagering/shared/session';
import { getProfile } from '../../../api/get-profile';
import { postLogin } from '../api/login';
import { completeLogin } from './complete-login';

/** The login mutation with the after-login steps wired to the page's router, modal flags, session and betslip. */
export function useLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (credentials: LoginForm) =>
      completeLogin(credentials, {
        postLogin,
        // The punter's profile (its name goes into the session), read by the cookie the login answer just set.
        fetchProfile: getProfile,
        pathname: () => window.location.pathname,
        goHome: () => navigate('/'),
        closeModal: () => closeModal('login'),
        storeUser: login,
        resumeBetslip: (verified) => betslip.resumeAfterLogin(verified),
      }),
  });
}
