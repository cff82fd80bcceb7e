import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

const Block = styled.span<{ w: string; h: string; round: boolean }>(({ theme, w, h, round }) => ({
  display: 'block',
  width: w,
  height: h,
  borderRadius: round ? theme.radius.pill : theme.radius.sm,
  background: theme.colors.surfaceAlt,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

const Stack = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(2) }));

interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  /** Several placeholder lines stacked. */
  lines?: number;
  round?: boolean;
  /** What is loading, for screen readers. */
  label?: string;
}

const css = (v: number | string) => (typeof v === 'number' ? `${v}px` : v);

/** A placeholder of the loading content's size, so nothing shifts when the content arrives. */
export function Skeleton({ width = '100%', height = 16, lines = 1, round = false, label = 'Loading' }: SkeletonProps) {
  return (
    <Stack role="status" aria-live="polite" aria-busy="true" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <Block key={i} w={css(width)} h={css(height)} round={round} />
      ))}
    </Stack>
  );
}
