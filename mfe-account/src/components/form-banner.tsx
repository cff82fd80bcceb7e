import type { ReactNode } from 'react';
import styled from '@emotion/styled';

type Tone = 'error' | 'success';

const Box = styled.div<{ tone: Tone }>(({ theme, tone }) => ({
  padding: `${theme.space(2)} ${theme.space(3)}`,
  borderRadius: theme.radius.sm,
  borderLeft: `4px solid ${theme.colors[tone]}`,
  background: theme.colors.surfaceAlt,
  color: theme.colors.text,
  fontSize: theme.font.size.sm,
}));

/** A form's outcome line (server message, success text), announced as it appears. */
export function FormBanner({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Box tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
