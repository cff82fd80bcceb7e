import { useSearchParams } from '@wagering/shared/router';
import { usePage } from '@wagering/shared/runtime';
import { PagePanel } from '../components/page-panel';
import { ResetPasswordFormView } from '../features/password-reset/components/reset-password-form';

/** /reset-password?token=…: the page the recovery mail links to. */
export function ResetPasswordPage() {
  usePage('Reset Password', [{ label: 'Reset Password' }]);
  const [params] = useSearchParams();
  return (
    <PagePanel aria-labelledby="reset-password-title">
      <h1 id="reset-password-title">Reset Password</h1>
      <p>Choose a new password for your account. Every device you are logged in on will be logged out.</p>
      <ResetPasswordFormView token={params.get('token') ?? ''} />
    </PagePanel>
  );
}
