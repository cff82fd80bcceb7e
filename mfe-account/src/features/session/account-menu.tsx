import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@wagering/shared/router';
import styled from '@emotion/styled';
import { formatCents } from '@wagering/shared/format';
import { useSession } from '@wagering/shared/session';
import { VisuallyHidden } from '@wagering/shared/ui';
import { useLogout } from './hooks/use-logout';
import { ACCOUNT_LINKS } from './account-links';
import { AccountSummaryLines, useAccountSummary } from './components/account-summary';

const Area = styled.div(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
}));

const HeaderButton = styled.button(({ theme }) => ({
  background: 'transparent',
  color: theme.colors.onHeader,
  border: `1px solid ${theme.colors.onHeader}`,
  borderRadius: theme.radius.sm,
  padding: `${theme.space(1)} ${theme.space(3)}`,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(2),
}));

// On mobile the header keeps the balance only; the counts move into the menu's summary.
const Counts = styled.span(({ theme }) => ({
  fontSize: theme.font.size.xs,
  fontWeight: 500,
  whiteSpace: 'nowrap',
  [theme.mq.mobileOnly]: { display: 'none' },
}));

const Menu = styled.ul(({ theme }) => ({
  position: 'absolute',
  right: 0,
  top: '100%',
  marginTop: theme.space(1),
  minWidth: 220,
  listStyle: 'none',
  padding: theme.space(1),
  background: theme.colors.surface,
  color: theme.colors.text,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow,
  zIndex: 20,
  'a, button': {
    display: 'block',
    width: '100%',
    textAlign: 'left',
    padding: `${theme.space(2)} ${theme.space(3)}`,
    color: theme.colors.text,
    textDecoration: 'none',
    background: 'transparent',
    border: 0,
    font: 'inherit',
    cursor: 'pointer',
    borderRadius: theme.radius.sm,
  },
  'a:hover, button:hover, a:focus-visible, button:focus-visible': { background: theme.colors.surfaceAlt },
}));

const Summary = styled.li(({ theme }) => ({
  padding: `${theme.space(2)} ${theme.space(3)}`,
  borderBottom: `1px solid ${theme.colors.border}`,
  marginBottom: theme.space(1),
  fontSize: theme.font.size.sm,
}));

function LoggedInMenu() {
  const summary = useAccountSummary();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const areaRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onOutside = (event: MouseEvent) => {
      if (!areaRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onOutside);
    return () => document.removeEventListener('mousedown', onOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <Area ref={areaRef} onKeyDown={onKeyDown}>
      <HeaderButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <VisuallyHidden>Account menu, balance </VisuallyHidden>
        <span data-testid="account-balance">{formatCents(summary.balanceCents)}</span>
        <Counts>
          <span data-testid="bonus-bets-count">{summary.bonusBets}</span> bonus ·{' '}
          <span data-testid="boosts-count">{summary.boosts}</span> boosts
        </Counts>
      </HeaderButton>
      {open && (
        <Menu id={menuId} aria-label="Account">
          <Summary>
            <AccountSummaryLines summary={summary} />
          </Summary>
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={logout}>
              Logout
            </button>
          </li>
        </Menu>
      )}
    </Area>
  );
}

/**
 * The header's account area of a logged-in punter: balance, bonus and boost counts and a menu. A visitor's Login and
 * Join are the shell's (drawn in the server's HTML, with no remote to load).
 */
export default function AccountMenu() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return isLoggedIn ? <LoggedInMenu /> : null;
}
