import { useEffect, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { Link } from '@wagering/shared/router';
import { useAccountState } from '@wagering/shared/api';
import { openModal, useSession } from '@wagering/shared/session';
import { Button } from '@wagering/shared/ui';
import { FormMessage, Muted, Panel, PanelTitle } from '../components/form-layout';

const VerifyLink = styled(Link)(({ theme }) => ({ color: theme.colors.text, fontWeight: 700 }));

/** The unverified-account error: unverified punters cannot move money (the server refuses it too). */
function UnverifiedError() {
  return (
    <FormMessage tone="error">
      Your account is not verified yet. Please upload a valid ID to verify your account before you deposit or withdraw.{' '}
      <VerifyLink to="/profile/verification">Verify Account</VerifyLink>
    </FormMessage>
  );
}

/**
 * Banking needs a logged-in, verified punter: others see how to get there instead of the forms, and an unverified
 * punter who comes to move money gets the unverified-account overlay (SPEC 2) too.
 */
export function AccountGate({ action, children }: { action: string; children: ReactNode }) {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const verified = useAccountState().data?.user_verified;
  const unverified = isLoggedIn && verified === false;
  useEffect(() => {
    if (unverified) openModal('unverifiedError');
  }, [unverified]);
  if (!isLoggedIn) {
    return (
      <Panel aria-labelledby="login-to-bank">
        <PanelTitle id="login-to-bank">Log in to {action}</PanelTitle>
        <Muted>You need to be logged in to {action}.</Muted>
        <div>
          <Button onClick={() => openModal('login')}>Log in</Button>
        </div>
      </Panel>
    );
  }
  if (unverified) return <UnverifiedError />;
  return <>{children}</>;
}
