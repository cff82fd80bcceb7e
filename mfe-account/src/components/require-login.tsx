import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { useAccountState } from '@wagering/shared/api';
import { openModal, useSession } from '@wagering/shared/session';
import { Button } from '@wagering/shared/ui';
import { VerificationBanner } from './verification-banner';

const Prompt = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space(3),
  padding: theme.space(5),
  background: theme.colors.surface,
  color: theme.colors.text,
  borderRadius: theme.radius.md,
  p: { margin: 0 },
}));

/**
 * Account pages for logged-in punters: anyone else is asked to log in. Unverified punters see the verification banner
 * above the page (except on the verification page itself).
 */
export function RequireLogin({ children, banner = true }: { children: ReactNode; banner?: boolean }) {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  // The banner waits for the account state: a verified punter never sees it flash while it loads.
  const unverified = useAccountState().data?.user_verified === false;
  if (!isLoggedIn) {
    return (
      <Prompt>
        <p>Please log in to see this page.</p>
        <Button onClick={() => openModal('login')}>Login</Button>
      </Prompt>
    );
  }
  return (
    <>
      {banner && unverified && <VerificationBanner />}
      {children}
    </>
  );
}
