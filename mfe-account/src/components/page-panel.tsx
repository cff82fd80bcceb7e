import styled from '@emotion/styled';

/** A page's content card. */
export const PagePanel = styled.section(({ theme }) => ({
  background: theme.colors.surface,
  color: theme.colors.text,
  borderRadius: theme.radius.md,
  padding: theme.space(4),
  h1: { marginTop: 0, fontSize: theme.font.size.xl },
  [theme.mq.tablet]: { padding: theme.space(6) },
}));
