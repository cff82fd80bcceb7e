import styled from '@emotion/styled';
import { findEntry, useBlackbook, useBlackbookToggle } from '@wagering/shared/api';
import { openModal, useSession } from '@wagering/shared/session';
import type { RaceTypeLetter } from '../types';

const Star = styled.button(({ theme }) => ({
  flex: '0 0 auto',
  minWidth: 36,
  minHeight: 36,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
  color: theme.colors.textMuted,
  font: 'inherit',
  fontSize: 20,
  lineHeight: 1,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { color: theme.colors.primary, borderColor: theme.colors.primary },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  '&:disabled': { cursor: 'progress' },
}));

/**
 * The star that saves a runner to the punter's Blackbook or takes it out; pressed while saved. A runner is saved by
 * its race type and name, so the star shows pressed on every card the same runner is on. Logged out, it asks the
 * punter to log in.
 */
export function BlackbookToggle({ name, raceType }: { name: string; raceType: RaceTypeLetter }) {
  const loggedIn = useSession((s) => Boolean(s.userData.access_token));
  const book = useBlackbook();
  const toggle = useBlackbookToggle();
  const subject = { kind: 'runner' as const, code: raceType, name };
  const saved = findEntry(book.data, subject);
  return (
    <Star
      type="button"
      aria-label={`Add ${name} to Blackbook`}
      aria-pressed={Boolean(saved)}
      title={saved ? 'In your Blackbook' : 'Add to Blackbook'}
      disabled={toggle.isPending}
      onClick={() => (loggedIn ? toggle.mutate({ subject, saved }) : openModal('login'))}
    >
      <span aria-hidden="true">{saved ? '★' : '☆'}</span>
    </Star>
  );
}
