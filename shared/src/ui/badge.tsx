import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'error' | 'warning' | 'info';

const tones = (theme: Theme, tone: BadgeTone) =>
  ({
    neutral: { background: theme.colors.surfaceAlt, color: theme.colors.text, borderColor: theme.colors.border },
    primary: { background: theme.colors.primary, color: theme.colors.onPrimary, borderColor: theme.colors.primary },
    success: { background: theme.colors.surface, color: theme.colors.text, borderColor: theme.colors.success },
    error: { background: theme.colors.surface, color: theme.colors.text, borderColor: theme.colors.error },
    warning: { background: theme.colors.surface, color: theme.colors.text, borderColor: theme.colors.warning },
    info: { background: theme.colors.surface, color: theme.colors.text, borderColor: theme.colors.info },
  })[tone];

/**
 * A small label. Status tones colour the border and keep body text colours, so the text passes contrast
 * in every brand's light and dark palette.
 */
export const Badge = styled.span<{ tone?: BadgeTone }>(({ theme, tone = 'neutral' }) => ({
  ...tones(theme, tone),
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(1),
  padding: `2px ${theme.space(2)}`,
  borderWidth: 2,
  borderStyle: 'solid',
  borderRadius: theme.radius.pill,
  fontSize: theme.font.size.xs,
  fontWeight: 700,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
}));
