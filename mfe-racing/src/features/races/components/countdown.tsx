import styled from '@emotion/styled';
import { countdownLook, countdownText, type CountdownLook } from '@wagering/shared/format';
import { useClockFormat, useTimeZone } from '@wagering/shared/theme';
import { useRenderNow } from '@wagering/shared/runtime';
import { useSecondsToJump } from '../hooks/use-seconds-to-jump';

const Time = styled.time<{ look: CountdownLook }>(({ theme, look }) => ({
  display: 'inline-block',
  minWidth: '3.5em',
  textAlign: 'center',
  padding: `${theme.space(0.5)} ${theme.space(1.5)}`,
  borderRadius: theme.radius.sm,
  fontSize: theme.font.size.sm,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  background: theme.colors.surface,
  // Tones colour the border only, so the text keeps the palette's checked text contrast in both themes.
  color: look === 'future' ? theme.colors.textMuted : theme.colors.text,
  border: `2px solid ${look === 'hot' ? theme.colors.error : look === 'upcoming' ? theme.colors.warning : theme.colors.border}`,
}));

/** Time to the jump: Now, seconds, minutes or the clock time; hot under 5 minutes, upcoming under an hour. */
export function Countdown({ jumpAt, withSeconds = false }: { jumpAt: number; withSeconds?: boolean }) {
  const seconds = useSecondsToJump(jumpAt);
  const clock = useClockFormat();
  const zone = useTimeZone();
  const renderNow = useRenderNow();
  const look = countdownLook(seconds);
  return (
    <Time look={look} data-look={look} dateTime={new Date(jumpAt).toISOString()}>
      {countdownText(seconds, { withSeconds, clock, now: renderNow(), jumpAt, zone })}
    </Time>
  );
}
