import type { ReactNode } from 'react';
import styled from '@emotion/styled';

/** SPEC 2 "Empty state" default text. */
const EMPTY_STATE_TEXT =
  'There are no matches currently available for betting in this tournament/event. Please check back later or select another event.';

const Box = styled.div(({ theme }) => ({
  padding: theme.space(6),
  textAlign: 'center',
  color: theme.colors.textMuted,
  background: theme.colors.surface,
  border: `1px dashed ${theme.colors.border}`,
  borderRadius: theme.radius.md,
}));

/** What a list shows when it has nothing in it; the SPEC default text unless the caller says otherwise. */
export function EmptyState({ children = EMPTY_STATE_TEXT, action }: { children?: ReactNode; action?: ReactNode }) {
  return (
    <Box role="status">
      <p style={{ margin: 0 }}>{children}</p>
      {action}
    </Box>
  );
}
