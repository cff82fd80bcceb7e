import styled from '@emotion/styled';
import { Link } from '@wagering/shared/router';
import { openModal, setDrawer, useSession, useUi } from '@wagering/shared/session';
import { Button, Drawer } from '@wagering/shared/ui';
import { ACCOUNT_LINKS } from '../account-links';
import { useLogout } from '../hooks/use-logout';
import { AccountSummaryLines, useAccountSummary } from './account-summary';

const Body = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(3),
  padding: theme.space(3),
  ul: { listStyle: 'none', margin: 0, padding: 0 },
  a: {
    display: 'block',
    padding: `${theme.space(2)} ${theme.space(1)}`,
    color: theme.colors.text,
    textDecoration: 'none',
    borderBottom: `1px solid ${theme.colors.border}`,
  },
}));

const close = () => setDrawer('profile', false);

function AccountSummary() {
  const summary = useAccountSummary();
  const logout = useLogout();
  return (
    <Body>
      <p>
        <AccountSummaryLines summary={summary} />
      </p>
      <nav aria-label="Account">
        <ul>
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button
        variant="secondary"
        onClick={() => {
          close();
          logout();
        }}
      >
        Logout
      </Button>
    </Body>
  );
}

/**
 * The profile drawer (SPEC overlays), opened by the app bridge's profile:drawer:request through the UI store:
 * the punter's balance, counts and account pages, or Login and Join Now (the register modal) when logged out.
 */
export function ProfileDrawer() {
  const open = useUi((s) => s.drawers.profile);
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const openOverlay = (name: 'login' | 'register') => {
    close();
    openModal(name);
  };
  return (
    <Drawer open={open} onClose={close} side="right" title="My Account">
      {isLoggedIn ? (
        <AccountSummary />
      ) : (
        <Body>
          <Button onClick={() => openOverlay('login')}>Login</Button>
          <Button variant="secondary" onClick={() => openOverlay('register')}>
            Join Now
          </Button>
        </Body>
      )}
    </Drawer>
  );
}
