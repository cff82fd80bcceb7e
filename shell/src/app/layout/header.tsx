import type { ReactNode } from 'react';
import { Link, NavLink, useNavigate } from '@wagering/shared/router';
import styled from '@emotion/styled';
import { useHydrated, useHydratedLayoutClass, useLayoutClass, usePageState } from '@wagering/shared/runtime';
import { BETSLIP_HEADING_ID, betslip, useBetslip } from '@wagering/shared/betslip';
import { openModal, setActiveType, setDrawer, setMobileSearch, useSession } from '@wagering/shared/session';
import { toggleThemeMode, useThemeMode } from '@wagering/shared/theme';
import { VisuallyHidden } from '@wagering/shared/ui';
import { Breadcrumb } from './breadcrumb';
import { Logo } from './logo';

/** Header heights, shared with the boot skeleton in index.html so the first paint and React line up. */
const HEADER_HEIGHT = 56;
const SWITCH_BAR_HEIGHT = 44;

/** `only`: the bar shows on phones, or from tablets up, by CSS (both are in the server's HTML, which knows no width). */
const Bar = styled.header<{ only?: 'mobile' | 'wide' }>(({ theme, only }) => ({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: theme.colors.header,
  color: theme.colors.onHeader,
  ...(only === 'wide' && { display: 'none', [theme.mq.tablet]: { display: 'block' } }),
  ...(only === 'mobile' && { [theme.mq.tablet]: { display: 'none' } }),
}));

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  padding: `0 ${theme.space(3)}`,
  height: HEADER_HEIGHT,
  maxWidth: 1600,
  margin: '0 auto',
  [theme.mq.tablet]: { gap: theme.space(4) },
}));

const SwitchRow = styled.div(({ theme }) => ({
  height: SWITCH_BAR_HEIGHT,
  display: 'flex',
  gap: theme.space(2),
  alignItems: 'center',
  padding: `0 ${theme.space(3)}`,
  borderTop: `1px solid color-mix(in srgb, ${theme.colors.onHeader} 20%, transparent)`,
}));

const Switch = styled.nav(({ theme }) => ({
  display: 'flex',
  gap: theme.space(1),
  a: {
    color: theme.colors.onHeader,
    textDecoration: 'none',
    padding: `${theme.space(1)} ${theme.space(3)}`,
    borderRadius: theme.radius.pill,
    fontWeight: 600,
    border: `1px solid transparent`,
  },
  'a:hover': { borderColor: theme.colors.onHeader },
  'a.active': { background: theme.colors.accent, color: theme.colors.onAccent },
}));

const HeaderButton = styled.button(({ theme }) => ({
  flexShrink: 0,
  minWidth: 36,
  height: 36,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(1),
  background: 'transparent',
  color: theme.colors.onHeader,
  border: `1px solid color-mix(in srgb, ${theme.colors.onHeader} 50%, transparent)`,
  borderRadius: theme.radius.sm,
  padding: `0 ${theme.space(2)}`,
  font: 'inherit',
  fontSize: theme.font.size.sm,
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-visible': { outlineColor: theme.colors.onHeader },
}));

const Spacer = styled.div({ flex: 1, minWidth: 0 });

const SignInLink = styled(HeaderButton.withComponent('a'))(({ theme }) => ({
  textDecoration: 'none',
  marginLeft: theme.space(2),
}));

const JoinButton = styled(HeaderButton)(({ theme }) => ({
  background: theme.colors.accent,
  color: theme.colors.onAccent,
  borderColor: theme.colors.accent,
}));

/** What the punter's first tap or focus on a header control asks for: its code loads then, if idle has not come yet. */
type Want = () => void;

/**
 * A visitor's Login and Join, drawn by the shell in the server's HTML: no remote loads for them. Login opens the
 * account's login modal (its code loads on this tap or focus, or when idle); a tap before the page is live is held by
 * index.html and replayed. Without script they are plain links (the buttons are hidden), to the page that asks a
 * visitor to log in and to registration.
 */
function SignIn({ onWant }: { onWant: Want }) {
  const navigate = useNavigate();
  return (
    <>
      <noscript>
        <style>{'[data-needs-script]{display:none}'}</style>
        <SignInLink href="/profile">Login</SignInLink>
        <SignInLink href="/register">Join</SignInLink>
      </noscript>
      <HeaderButton
        type="button"
        data-needs-script
        data-visitor
        onPointerDown={onWant}
        onFocus={onWant}
        onClick={() => openModal('login')}
      >
        Login
      </HeaderButton>
      <JoinButton type="button" data-needs-script data-visitor onClick={() => navigate('/register')}>
        Join
      </JoinButton>
    </>
  );
}

/** Login and Join for a visitor (and in the server's HTML, which knows no session); a punter's own account menu. */
function AccountArea({ menu, onWant }: { menu: ReactNode; onWant: Want }) {
  const hydrated = useHydrated();
  const loggedIn = useSession((s) => s.isLoggedIn);
  return hydrated && loggedIn ? menu : <SignIn onWant={onWant} />;
}

const Count = styled.span(({ theme }) => ({
  minWidth: 22,
  padding: `0 ${theme.space(1)}`,
  borderRadius: theme.radius.pill,
  background: theme.colors.accent,
  color: theme.colors.onAccent,
  textAlign: 'center',
}));

/**
 * The slip count, from the one betslip store of the kit (no remote to load for it). On a phone or tablet it opens the
 * slip's drawer, whose code loads on this tap or focus, or when idle; on a desktop the slip is the right-hand column
 * and it takes focus there. The server's HTML, which knows no slip, counts none.
 */
function SlipCount({ onWant }: { onWant: Want }) {
  const hydrated = useHydrated();
  const legs = useBetslip((s) => s.legs.length);
  const count = hydrated ? legs : 0;
  const layout = useLayoutClass();
  const onClick = () => {
    if (layout !== 'desktop') return betslip.toggleBetslip();
    document.getElementById(BETSLIP_HEADING_ID)?.focus();
  };
  return (
    <HeaderButton
      type="button"
      onPointerDown={onWant}
      onFocus={onWant}
      onClick={onClick}
      aria-label={`Betslip, ${count} ${count === 1 ? 'selection' : 'selections'}`}
    >
      Betslip <Count aria-hidden="true">{count}</Count>
    </HeaderButton>
  );
}

/** Room kept for a remote's header widget, so the header does not move when the widget arrives. */
const Slot = styled.div<{ reserve: number }>(({ reserve }) => ({
  minWidth: reserve,
  height: 40,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
}));

/** The betslip count button's width ("Betslip" and its count). */
const BETSLIP_COUNT_WIDTH = 108;

const LogoLink = styled(Link)({ display: 'inline-flex', flexShrink: 0 });

function RacingSportsSwitch() {
  return (
    <Switch aria-label="Racing or Sports">
      <NavLink to="/racing" onClick={() => setActiveType('racing')}>
        Racing
      </NavLink>
      <NavLink to="/sports" onClick={() => setActiveType('sports')}>
        Sports
      </NavLink>
    </Switch>
  );
}

/** Desktop and tablet; on mobile the same switch is in the navigation drawer. */
function ThemeToggle() {
  const mode = useThemeMode();
  return (
    <HeaderButton type="button" onClick={toggleThemeMode} aria-pressed={mode === 'dark'}>
      <span aria-hidden="true">{mode === 'dark' ? '☾' : '☀'}</span>
      Dark theme
    </HeaderButton>
  );
}

interface HeaderProps {
  /** A logged-in punter's account menu (the account remote's widget). */
  accountMenu: ReactNode;
  /** The punter tapped or focused the slip count: the slip's drawer is wanted. */
  onWantSlip: Want;
  /** The punter tapped or focused Login: the login modal is wanted. */
  onWantAccount: Want;
}

/**
 * Desktop and tablet: logo, the Racing/Sports switch, the page title and breadcrumb, search, the theme toggle. Mobile: a
 * back arrow to the previous page, the menu and search buttons, a small logo, and the switch on a row of its own.
 */
export function Header(props: HeaderProps) {
  // Until hydrated both bars, CSS showing the one that fits; then only that one, in the same place (never redrawn).
  const layout = useHydratedLayoutClass();
  return (
    <>
      {(!layout || layout === 'mobile') && <MobileHeader {...props} only={layout ? undefined : 'mobile'} />}
      {(!layout || layout !== 'mobile') && <WideHeader {...props} only={layout ? undefined : 'wide'} />}
    </>
  );
}

type BarProps = HeaderProps & { only?: 'mobile' | 'wide' };

/** Two rows so a 375 px phone fits everything: navigation on top, the switch and the account menu below. */
function MobileHeader({ accountMenu, onWantSlip, onWantAccount, only }: BarProps) {
  const navigate = useNavigate();
  const { title } = usePageState();
  return (
    <Bar only={only}>
      <Row>
        <HeaderButton type="button" aria-label="Back" onClick={() => navigate(-1)}>
          <span aria-hidden="true">←</span>
        </HeaderButton>
        <HeaderButton type="button" aria-label="Menu" onClick={() => setDrawer('navigation', true)}>
          <span aria-hidden="true">☰</span>
        </HeaderButton>
        <LogoLink to="/" aria-label="Home">
          <Logo small />
        </LogoLink>
        {title && <VisuallyHidden as="h1">{title}</VisuallyHidden>}
        <Spacer />
        <HeaderButton type="button" aria-label="Search" onClick={() => setMobileSearch(true)}>
          <span aria-hidden="true">⌕</span>
        </HeaderButton>
        <Slot reserve={BETSLIP_COUNT_WIDTH}>
          <SlipCount onWant={onWantSlip} />
        </Slot>
      </Row>
      <SwitchRow>
        <RacingSportsSwitch />
        <Spacer />
        <Slot reserve={140}>
          <AccountArea menu={accountMenu} onWant={onWantAccount} />
        </Slot>
      </SwitchRow>
    </Bar>
  );
}

function WideHeader({ accountMenu, onWantSlip, onWantAccount, only }: BarProps) {
  return (
    <Bar only={only}>
      <Row>
        <LogoLink to="/" aria-label="Home">
          <Logo />
        </LogoLink>
        <RacingSportsSwitch />
        <Breadcrumb />
        <Spacer />
        <HeaderButton type="button" aria-label="Search" onClick={() => setMobileSearch(true)}>
          <span aria-hidden="true">⌕</span>
        </HeaderButton>
        <ThemeToggle />
        <Slot reserve={BETSLIP_COUNT_WIDTH}>
          <SlipCount onWant={onWantSlip} />
        </Slot>
        <Slot reserve={160}>
          <AccountArea menu={accountMenu} onWant={onWantAccount} />
        </Slot>
      </Row>
    </Bar>
  );
}
