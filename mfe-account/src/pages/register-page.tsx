import { Link } from '@wagering/shared/router';
import { usePage } from '@wagering/shared/runtime';
import { useSession } from '@wagering/shared/session';
import { PagePanel } from '../components/page-panel';
import { RegisterForm } from '../features/registration/components/register-form';

/** /register: the three registration steps as a page. */
export function RegisterPage() {
  usePage('Register');
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return (
    <PagePanel aria-labelledby="register-title">
      <h1 id="register-title">Join Now</h1>
      {isLoggedIn ? (
        <p>
          You are logged in. Go to <Link to="/profile">your profile</Link>.
        </p>
      ) : (
        <RegisterForm />
      )}
    </PagePanel>
  );
}
