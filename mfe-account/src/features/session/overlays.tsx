import { ForgotPasswordModal } from './components/forgot-password-modal';
import { LoginModal } from './components/login-modal';
import { RegisterModal } from '../registration/components/register-modal';
import { UnverifiedErrorModal } from '../verification/components/unverified-error-modal';

/**
 * The account overlays, rendered once by the shell: login, forgot-password, register and the unverified-account
 * error. Each opens from the shared UI store (openModal('login'), ...).
 */
export default function Overlays() {
  return (
    <>
      <LoginModal />
      <ForgotPasswordModal />
      <RegisterModal />
      <UnverifiedErrorModal />
    </>
  );
}
