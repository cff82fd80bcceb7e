import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useUi, type ModalName } from '@wagering/shared/session';

// Each overlay's code (forms, yup rules, address search) loads the first time it opens, not with the page:
// the header's Login button must not cost every visitor the registration form.
const overlays: Record<ModalName, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => import('./components/login-modal').then((m) => ({ default: m.LoginModal }))),
  forgotPassword: lazy(() =>
    import('./components/forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
  ),
  register: lazy(() => import('../registration/components/register-modal').then((m) => ({ default: m.RegisterModal }))),
  unverifiedError: lazy(() =>
    import('../verification/components/unverified-error-modal').then((m) => ({ default: m.UnverifiedErrorModal })),
  ),
};

/** Mounts one overlay once it has first been opened, and keeps it mounted (it closes itself from the UI store). */
function Overlay({ name }: { name: ModalName }) {
  const open = useUi((s) => s.modals[name]);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  const Component = overlays[name];
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  );
}

/**
 * The account overlays, rendered once by the shell: login, forgot-password, register and the unverified-account
 * error. Each opens from the shared UI store (openModal('login'), ...).
 */
export default function Overlays() {
  return (
    <>
      {(Object.keys(overlays) as ModalName[]).map((name) => (
        <Overlay key={name} name={name} />
      ))}
    </>
  );
}
