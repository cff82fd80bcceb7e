import styled from '@emotion/styled';
import { useStore } from 'zustand';
import { clearOverrides, remotesStore } from './runtime-config';

const Banner = styled.div(({ theme }) => ({
  background: theme.colors.text,
  color: theme.colors.background,
  padding: `${theme.space(2)} ${theme.space(4)}`,
  display: 'flex',
  gap: theme.space(3),
  alignItems: 'center',
  flexWrap: 'wrap',
  fontWeight: 600,
}));

/**
 * Staging only: names every remote this browser loads from an override, with its version, and clears them all in
 * one click (then reloads the page on the configured versions). Production never accepts an override.
 */
export function OverrideBanner() {
  const overrides = useStore(remotesStore, (s) => s.overrides);
  if (!overrides.length) return null;
  return (
    <Banner role="region" aria-label="Remote overrides" data-testid="override-banner">
      <span>Overridden: {overrides.map((o) => `${o.remote} ${o.version}`).join(', ')}</span>
      <button
        type="button"
        onClick={() => {
          clearOverrides();
          location.replace(location.pathname);
        }}
      >
        Clear overrides
      </button>
    </Banner>
  );
}
