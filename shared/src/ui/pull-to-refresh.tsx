import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import styled from '@emotion/styled';
import { PULL_TO_REFRESH, PULL_TO_REFRESH_TEXTS } from '@wagering/shared/constants';

type PullPhase = 'idle' | 'pulling' | 'release-ready' | 'refreshing';

/** The pull distance a finger travel gives: capped at the maximum pull. */
export const pullDistance = (travel: number) => Math.min(Math.max(0, travel), PULL_TO_REFRESH.maxPullPx);

/** The phase of a pull in progress: past the threshold it is ready to refresh on release. */
export const pullPhase = (distance: number): PullPhase =>
  distance <= 0 ? 'idle' : distance >= PULL_TO_REFRESH.thresholdPx ? 'release-ready' : 'pulling';

const PHASE_TEXT: Record<PullPhase, string> = {
  idle: '',
  pulling: PULL_TO_REFRESH_TEXTS.pulling,
  'release-ready': PULL_TO_REFRESH_TEXTS.releaseReady,
  refreshing: PULL_TO_REFRESH_TEXTS.refreshing,
};

const Indicator = styled.div(({ theme }) => ({
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  color: theme.colors.textMuted,
  fontSize: theme.font.size.sm,
}));

/**
 * Pull down from the top of the page to refresh (SPEC 9: threshold 120 px, pull up to 180 px, indicator up to
 * 80 px, a 50 ms vibration on refresh). idle → pulling → release-ready → refreshing → idle.
 */
export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown> | void;
  children: ReactNode;
}) {
  const [phase, setPhase] = useState<PullPhase>('idle');
  const [distance, setDistance] = useState(0);
  const start = useRef<number | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    if (phase === 'refreshing' || window.scrollY > 0) return;
    start.current = event.touches[0]!.clientY;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (start.current === null) return;
    const next = pullDistance(event.touches[0]!.clientY - start.current);
    const nextPhase = pullPhase(next);
    setDistance(next);
    setPhase(nextPhase);
  };
  const onTouchEnd = async () => {
    if (start.current === null) return;
    start.current = null;
    setDistance(0);
    if (phase !== 'release-ready') {
      setPhase('idle');
      return;
    }
    setPhase('refreshing');
    navigator.vibrate?.(PULL_TO_REFRESH.vibrateMs);
    try {
      await onRefresh();
    } finally {
      setPhase('idle');
    }
  };

  const height =
    phase === 'refreshing'
      ? PULL_TO_REFRESH.indicatorMaxHeightPx
      : Math.min(distance, PULL_TO_REFRESH.indicatorMaxHeightPx);
  return (
    <div onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} data-phase={phase}>
      <Indicator style={{ height }} role="status" aria-live="polite">
        {PHASE_TEXT[phase]}
      </Indicator>
      {children}
    </div>
  );
}
