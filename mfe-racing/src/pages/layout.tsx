import type { ReactNode } from 'react';
import styled from '@emotion/styled';

const Column = styled.div(({ theme }) => ({
  display: 'grid',
  // A column never grows past the screen: wide content (a runner table) scrolls inside its own box instead.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space(4),
  color: theme.colors.text,
  minWidth: 0,
}));

/** A racing page's column of sections, marked as the racing remote's area (accessibility checks scope to it). */
export const Page = ({ children }: { children: ReactNode }) => <Column data-remote="racing">{children}</Column>;

export const Section = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space(2),
  h2: { margin: 0, fontSize: theme.font.size.lg },
}));

export const TypeNav = styled.nav(({ theme }) => ({
  ul: { display: 'flex', flexWrap: 'wrap', gap: theme.space(2), listStyle: 'none', margin: 0, padding: 0 },
  a: {
    display: 'inline-block',
    padding: `${theme.space(2)} ${theme.space(3)}`,
    borderRadius: theme.radius.pill,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    color: theme.colors.text,
    textDecoration: 'none',
    '&[aria-current="page"]': {
      background: theme.colors.primary,
      color: theme.colors.onPrimary,
      borderColor: theme.colors.primary,
    },
    '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  },
}));
