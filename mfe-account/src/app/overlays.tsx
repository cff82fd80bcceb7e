import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useUi, type ModalName } from '@wagering/shared/session';

// Each overlay's code (forms, yup rules, address search) loads the first time it opens, not with the page:
// the header's Login button must not cost every visitor the registration form.
const overlays: Record<ModalName, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => import('../features/session/components/login-modal').then((m) => ({ default: m.LoginModal }))),
  forgotPassword: lazy(() =>
    import('../features/session/components/forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
  ),
  register: lazy(() =>
    import('../features/registration/components/register-modal').then((m) => ({ default: m.RegisterModal })),
  ),
  unverifiedError: lazy(() =>
    import('../features/verification/components/unverified-error-modal').then((m) => ({
      default: m.UnverifiedErrorModal,
    })),
  ),
};

const ProfileDrawer = lazy(() =>
  import('../features/session/components/profile-drawer').then((m) => ({ default: m.ProfileDrawer })),
);

/** Mounts an overlay once it has first been opened, and keeps it mounted (it closes itself from the UI store). */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

function Overlay({ name }: { name: ModalName }) {
  const open = useUi((s) => s.modals[name]);
  const Component = overlays[name];
  return (
    <OnceOpened open={open}>
      <Component />
    </OnceOpened>
  );
}

function ProfileDrawerOverlay() {
  const open = useUi((s) => s.drawers.profile);
  return (
    <OnceOpened open={open}>
      <ProfileDrawer />
    </OnceOpened>
  );
}

/**
 * The account overlays, rendered once by the shell: login, forgot-password, register, the unverified-account
 * error and the profile drawer. Each opens from the shared UI store (openModal('login'), setDrawer('profile', true)).
 */
export default function Overlays() {
  return (
    <>
      {(Object.keys(overlays) as ModalName[]).map((name) => (
        <Overlay key={name} name={name} />
      ))}
      <ProfileDrawerOverlay />
    </>
  );
}
