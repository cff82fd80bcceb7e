import { useNavigate } from '@wagering/shared/router';
import { useMutation } from '@tanstack/react-query';
import { betslip } from '@wagering/shared/betslip';
import type { LoginForm } from '@wagering/shared/forms';
import { closeModal, login } from '@wagering/shared/session';
import { fetchProfile, postLogin } from '../api/login';
import { completeLogin } from './complete-login';

/** The login mutation with the after-login steps wired to the page's router, modal flags, session and betslip. */
export function useLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (credentials: LoginForm) =>
      completeLogin(credentials, {
        postLogin,
        fetchProfile,
        pathname: () => window.location.pathname,
        goHome: () => navigate('/'),
        closeModal: () => closeModal('login'),
        storeUser: login,
        resumeBetslip: (verified) => betslip.resumeAfterLogin(verified),
      }),
  });
}
