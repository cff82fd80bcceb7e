import { Link } from '@wagering/shared/router';
import styled from '@emotion/styled';
import { useLayoutClass } from '@wagering/shared/runtime';

const Banner = styled.section<{ compact: boolean }>(({ theme, compact }) => ({
  display: 'flex',
  flexDirection: compact ? 'column' : 'row',
  alignItems: compact ? 'stretch' : 'center',
  gap: theme.space(compact ? 2 : 4),
  padding: theme.space(compact ? 3 : 4),
  marginBottom: theme.space(4),
  background: theme.colors.surface,
  color: theme.colors.text,
  borderLeft: `4px solid ${theme.colors.warning}`,
  borderRadius: theme.radius.md,
  h2: { margin: 0, fontSize: compact ? theme.font.size.md : theme.font.size.lg },
  p: { margin: 0, color: theme.colors.textMuted },
  div: { flex: 1 },
}));

const Action = styled(Link)(({ theme }) => ({
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  padding: `${theme.space(2)} ${theme.space(4)}`,
  borderRadius: theme.radius.md,
  fontWeight: 600,
  textDecoration: 'none',
  textAlign: 'center',
  whiteSpace: 'nowrap',
}));

/** SPEC 2 Verification banner, with a desktop (side by side) and a mobile (stacked) layout. */
export function VerificationBanner() {
  const compact = useLayoutClass() === 'mobile';
  return (
    <Banner compact={compact} aria-labelledby="verify-account-heading" data-layout={compact ? 'mobile' : 'desktop'}>
      <div>
        <h2 id="verify-account-heading">Verify Your Account !</h2>
        <p>Your account is not verified yet. Please upload a valid ID to verify your account and start betting.</p>
      </div>
      <Action to="/profile/verification">Verify Account</Action>
    </Banner>
  );
}
