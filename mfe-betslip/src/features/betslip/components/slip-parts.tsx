import styled from '@emotion/styled';

/** The card every bet in the slip sits in: a single, the multi, a parlay. */
export const Card = styled.article<{ attention?: boolean }>(({ theme, attention }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  padding: theme.space(3),
  borderRadius: theme.radius.md,
  border: `1px solid ${attention ? theme.colors.warning : theme.colors.border}`,
  borderLeftWidth: attention ? 4 : 1,
  background: theme.colors.surface,
  color: theme.colors.text,
}));

export const CardHead = styled.header(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space(2),
  h3: { margin: 0, fontSize: theme.font.size.md },
}));

export const Muted = styled.span(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.font.size.sm }));

export const Row = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: theme.space(2),
  fontSize: theme.font.size.sm,
  flexWrap: 'wrap',
}));

export const Options = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }));

export const Price = styled.strong(({ theme }) => ({ fontSize: theme.font.size.md, whiteSpace: 'nowrap' }));

export const IconButton = styled.button(({ theme }) => ({
  background: 'transparent',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  color: theme.colors.text,
  minWidth: 32,
  minHeight: 32,
  cursor: 'pointer',
  fontSize: theme.font.size.md,
  lineHeight: 1,
}));

export const ErrorText = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.text,
  borderLeft: `4px solid ${theme.colors.error}`,
  paddingLeft: theme.space(2),
  fontSize: theme.font.size.sm,
}));
