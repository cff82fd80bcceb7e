import styled from '@emotion/styled';
import { statusBadge } from '../lib/race-rules';
import type { Race } from '../types';
import { Countdown } from './countdown';

const Label = styled.span<{ look: string }>(({ theme, look }) => ({
  display: 'inline-block',
  fontSize: theme.font.size.sm,
  fontWeight: 700,
  color: theme.colors.text,
  ...(look === 'interim' && {
    padding: `${theme.space(0.5)} ${theme.space(1.5)}`,
    borderRadius: theme.radius.sm,
    background: theme.colors.surfaceAlt,
    border: `2px solid ${theme.colors.info}`,
  }),
  ...(look === 'suspended' && {
    padding: `${theme.space(0.5)} ${theme.space(1.5)}`,
    borderRadius: theme.radius.sm,
    border: `2px solid ${theme.colors.error}`,
  }),
}));

/**
 * The race-status badge: a countdown while open; Interim in its own colour; Closed, Final and Abandoned as plain
 * text; Suspended in the error colour. `short` uses the short labels (Closed, Spnd, Intrim, Final, Abdn).
 */
export function RaceStatusBadge({
  race,
  short = false,
}: {
  race: Pick<Race, 'race_status' | 'jump_at'>;
  short?: boolean;
}) {
  const badge = statusBadge(race.race_status);
  if (badge.look === 'countdown') return <Countdown jumpAt={race.jump_at} />;
  return (
    <Label look={badge.look} data-status={race.race_status} title={short ? badge.label : undefined}>
      {short ? badge.shortLabel : badge.label}
    </Label>
  );
}
