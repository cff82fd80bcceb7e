import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet } from '@wagering/shared/router';
import styled from '@emotion/styled';
import { useHydratedLayoutClass } from '@wagering/shared/runtime';
import { useBetslip } from '@wagering/shared/betslip';
import { useSession, useUi } from '@wagering/shared/session';
import { PullToRefresh, ToastHost } from '@wagering/shared/ui';
import { Header } from './header';
import { useWhenIdleOrAsked } from './when-wanted';
import { Sidebar } from './sidebar';
import { Footer } from './footer';
import { SupportCard } from './support-card';
import { NavigationDrawer } from './navigation-drawer';
import { LiveChat } from './live-chat';
import { ProgressBar } from './progress-bar';
import { AlertHost } from './alert-host';
import type { LayoutClass, WidgetModule } from '@wagering/shared/runtime';
import { RemoteArea } from '../remotes/remote-area';
import { refreshClientState } from '../client-state/refresh-client-state';

/** Column widths, shared with the boot skeleton in index.html. */
const SIDEBAR_WIDTH = 220;
const SLIP_WIDTH = 340;

const Page = styled.div(({ theme }) => ({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: theme.colors.background,
}));

const Body = styled.div(({ theme }) => ({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: theme.space(4),
  padding: theme.space(3),
  width: '100%',
  maxWidth: 1600,
  margin: '0 auto',
  [theme.mq.tablet]: { gridTemplateColumns: `${SIDEBAR_WIDTH}px minmax(0, 1fr)` },
  [theme.mq.desktop]: { gridTemplateColumns: `${SIDEBAR_WIDTH}px minmax(0, 1fr) ${SLIP_WIDTH}px` },
}));

// The main column keeps a whole screen's height so the footer starts below the fold and never jumps into view
// as a remote's page arrives.
const Main = styled.main({ minWidth: 0, minHeight: '100vh', '&:focus': { outline: 'none' } });

// The columns show by CSS (a phone has neither, a tablet the sidebar), so the server's HTML, which knows no width,
// is already right for every screen; once hydrated, the page renders only the columns its width shows.
const Side = styled.div(({ theme }) => ({
  display: 'none',
  flexDirection: 'column',
  gap: theme.space(4),
  [theme.mq.tablet]: { display: 'flex' },
}));

// The toasts sit above the slip in its column, outside the Betslip landmark (they are not part of the slip).
const SlipColumn = styled.div(({ theme }) => ({
  minWidth: 0,
  position: 'sticky',
  top: 72,
  display: 'none',
  [theme.mq.desktop]: { display: 'flex' },
  flexDirection: 'column',
  gap: theme.space(2),
}));

const SkipLink = styled.a(({ theme }) => ({
  position: 'absolute',
  left: theme.space(2),
  top: -100,
  zIndex: 2000,
  padding: theme.space(2),
  background: theme.colors.surface,
  color: theme.colors.text,
  '&:focus': { top: theme.space(2) },
}));

// Search is closed (renders nothing) until the punter opens it: its code loads then, not before the page is
// interactive (issue 35), and stays once loaded.
const SearchDrawer = lazy(() => import('./search-drawer').then((m) => ({ default: m.SearchDrawer })));
/** A logged-in punter's only: a visitor's page never loads it. */
const ActivityReminder = lazy(() =>
  import('../../features/activity-reminder/activity-reminder').then((m) => ({ default: m.ActivityReminder })),
);

function SearchWhenOpened() {
  const open = useUi((s) => s.mobileSearchOpen);
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return opened ? (
    <Suspense fallback={null}>
      <SearchDrawer />
    </Suspense>
  ) : null;
}

/**
 * The shell's frame: header, sidebar with the support card (tablet and desktop) or the navigation drawer
 * (mobile), the route's content, the betslip column (desktop) or drawer, the footer, and the page-wide overlays.
 */
export function Layout() {
  // The account overlays (the login modal) and the slip's drawer are off screen until opened, by a flag they read
  // when they mount: they load when idle, or at once when the punter taps or focuses Login or the slip count, or a
  // flag opens them (a tap before the code arrives is thus kept, not lost).
  const [accountAsked, askAccount] = useState(false);
  const [slipAsked, askSlip] = useState(false);
  const modalOpen = useUi((s) => Object.values(s.modals).some(Boolean));
  const slipOpen = useBetslip((s) => s.showBetslip);
  const loadOverlays = useWhenIdleOrAsked(accountAsked || modalOpen);
  const loadSlipDrawer = useWhenIdleOrAsked(slipAsked || slipOpen);
  // Undefined on the server and while hydrating: every column, CSS shows the ones that fit; then only those.
  const layout = useHydratedLayoutClass();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const shows = (...classes: LayoutClass[]) => !layout || classes.includes(layout);
  // Toasts sit in the page's flow, never over the slip, prices or forms: at the top of the betslip column on a
  // desktop, under the header on a tablet or a phone (not inside the sticky header: it would carry them over the page).
  const toasts = (
    <>
      <ToastHost docked />
      <AlertHost />
    </>
  );
  const remote = (module: WidgetModule, label: string, minHeight = 0) => (
    <RemoteArea module={module} label={label} minHeight={minHeight} />
  );
  return (
    <Page>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header
        accountMenu={<RemoteArea module="account/account-menu" label="Account" size="compact" />}
        onWantSlip={() => askSlip(true)}
        onWantAccount={() => askAccount(true)}
      />
      {layout && layout !== 'desktop' && toasts}
      <Body>
        {shows('tablet', 'desktop') && (
          <Side>
            <Sidebar />
            <SupportCard />
          </Side>
        )}
        <Main id="main" tabIndex={-1}>
          {/* Fixed to the top of the window; inside main so it sits in a landmark (axe "region") while it shows. */}
          <ProgressBar />
          {/* Every page: a touch pull from the top of the page refreshes it (no effect with a mouse). */}
          <PullToRefresh onRefresh={() => refreshClientState()}>
            <Outlet />
          </PullToRefresh>
        </Main>
        {shows('desktop') && (
          <SlipColumn>
            {layout && toasts}
            <aside aria-label="Betslip">{remote('betslip/betslip', 'Betslip', 200)}</aside>
          </SlipColumn>
        )}
      </Body>
      {layout === 'mobile' && <LiveChat docked />}
      <Footer />
      {layout && layout !== 'desktop' && loadSlipDrawer && remote('betslip/betslip-drawer', 'Betslip')}
      {loadOverlays && remote('account/overlays', 'Account')}
      <NavigationDrawer />
      <SearchWhenOpened />
      {layout && layout !== 'mobile' && <LiveChat />}
      {/* Hydrated only: it times the punter's session in their browser. */}
      {layout && loggedIn && (
        <Suspense fallback={null}>
          <ActivityReminder />
        </Suspense>
      )}
    </Page>
  );
}
