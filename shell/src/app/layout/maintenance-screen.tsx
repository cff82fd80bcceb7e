import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';
import { Link } from '@wagering/shared/router';
import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { api, onServiceUnavailable } from '@wagering/shared/api';
import { MAINTENANCE_POLL_MS } from '@wagering/shared/constants';
import { useBrand } from '@wagering/shared/theme';
import { Logo } from './logo';

/** SPEC default maintenance text, when the brand sets none. */
export const DEFAULT_MAINTENANCE_TEXT =
  'We are currently working on enhancing our platform to serve you better. Please check back later.';

const Screen = styled.main(({ theme }) => ({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(4),
  padding: theme.space(6),
  textAlign: 'center',
  background: theme.colors.background,
  color: theme.colors.text,
  h1: { margin: 0, fontSize: theme.font.size.xl },
  h2: { margin: 0, fontSize: theme.font.size.lg, color: theme.colors.textMuted, fontWeight: 500 },
  p: { margin: 0, maxWidth: 520, lineHeight: 1.6 },
  footer: { marginTop: theme.space(6), color: theme.colors.textMuted },
}));

const Note = styled.p(({ theme }) => ({
  padding: `${theme.space(1)} ${theme.space(3)}`,
  border: `1px solid ${theme.colors.warning}`,
  borderRadius: theme.radius.pill,
  fontWeight: 600,
}));

/** What the running API last said of maintenance for this visitor; `on` is null until it has answered. */
export const maintenanceStore = createStore<{ on: boolean | null; message: string }>(() => ({ on: null, message: '' }));

let asking: Promise<void> | null = null;

/** Asks the API (one call at a time, however many 503s arrive together); an API that cannot be asked changes nothing. */
function checkMaintenance(): Promise<void> {
  asking ??= api
    .GET('/maintenance')
    .then(({ data }) => maintenanceStore.setState({ on: data.maintenance, message: data.message }))
    .catch(() => undefined)
    .finally(() => {
      asking = null;
    });
  return asking;
}

/**
 * Whether to show the maintenance screen, as the running API says (its MAINTENANCE_MODE switch and IP whitelist, no
 * rebuild): asked at boot and after any 503 answer, and every MAINTENANCE_POLL_MS while the screen shows, so it leaves
 * as soon as the switch is off. Until the API has answered, the brand's built-in flag decides.
 */
export function useMaintenance(): boolean {
  const { isMaintenanceMode } = useBrand();
  const on = useStore(maintenanceStore, (s) => s.on);
  useEffect(() => {
    void checkMaintenance();
    return onServiceUnavailable(() => void checkMaintenance());
  }, []);
  const shown = on ?? isMaintenanceMode;
  useEffect(() => {
    if (!shown) return;
    const timer = setInterval(() => void checkMaintenance(), MAINTENANCE_POLL_MS);
    return () => clearInterval(timer);
  }, [shown]);
  return shown;
}

/** SPEC maintenance screen, shown instead of the site while it is under maintenance, with the API's text (see useMaintenance). */
export function MaintenanceScreen() {
  const brand = useBrand();
  const theme = useTheme();
  const message = useStore(maintenanceStore, (s) => s.message);
  return (
    <Screen>
      <Link to="/" aria-label="Home">
        <Logo on={theme.colors.background} />
      </Link>
      <h1>We'll be right back!</h1>
      <h2>Currently under maintenance</h2>
      <p>{message || brand.maintenanceText || DEFAULT_MAINTENANCE_TEXT}</p>
      <Note>System maintenance in progress</Note>
      <p>
        Need help? <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
      </p>
      <footer>
        Thank you for your patience
        <br />
        {brand.appName}
      </footer>
    </Screen>
  );
}
