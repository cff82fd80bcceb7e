import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useIsFetching } from '@tanstack/react-query';
import { useUi } from '@wagering/shared/session';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

const Track = styled.div({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  zIndex: 1200,
  overflow: 'hidden',
  pointerEvents: 'none',
});

const Bar = styled.div(({ theme }) => ({
  width: '40%',
  height: '100%',
  background: theme.colors.accent,
  animation: `${slide} 1.1s ease-in-out infinite`,
}));

/**
 * A thin bar at the top while data loads. An odds click disables it for PROGRESS_BAR_DISABLE_MS (the bus event
 * `progress-bar:disable`), so adding a selection does not flash a page-loading bar.
 */
export function ProgressBar() {
  const fetching = useIsFetching() > 0;
  const disabled = useUi((s) => s.progressBarDisabled);
  if (!fetching || disabled) return null;
  return (
    <Track role="progressbar" aria-label="Loading">
      <Bar />
    </Track>
  );
}
