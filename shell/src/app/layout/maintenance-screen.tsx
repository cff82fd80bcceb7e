import { useEffect, useState } from 'react';
import { Link } from '@wagering/shared/router';
import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { api } from '@wagering/shared/api';
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

/**
 * Whether to show the maintenance screen: the brand's isMaintenanceMode flag, unless the API (which sees the visitor's
 * address) says this visitor is on the brand's IP whitelist. The screen shows until that answer arrives.
 */
export function useMaintenance(): boolean {
  const { isMaintenanceMode } = useBrand();
  const [whitelisted, setWhitelisted] = useState(false);
  useEffect(() => {
    if (!isMaintenanceMode) return;
    api
      .GET('/maintenance')
      .then(({ data }) => setWhitelisted(!data.maintenance))
      .catch(() => setWhitelisted(false));
  }, [isMaintenanceMode]);
  return isMaintenanceMode && !whitelisted;
}

/** SPEC maintenance screen, shown instead of the site while the brand is under maintenance (see useMaintenance). */
export function MaintenanceScreen() {
  const brand = useBrand();
  const theme = useTheme();
  return (
    <Screen>
      <Link to="/" aria-label="Home">
        <Logo on={theme.colors.background} />
      </Link>
      <h1>We'll be right back!</h1>
      <h2>Currently under maintenance</h2>
      <p>{brand.maintenanceText || DEFAULT_MAINTENANCE_TEXT}</p>
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
