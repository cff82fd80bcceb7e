import styled from '@emotion/styled';
import { RACE_TYPES, raceTypeCode } from '@wagering/shared/constants';

const Banner = styled.div<{ banner: 'horse' | 'greyhound' }>(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  padding: `${theme.space(3)} ${theme.space(4)}`,
  borderRadius: theme.radius.md,
  background: theme.colors.header,
  color: theme.colors.onHeader,
  h1: { margin: 0, fontSize: theme.font.size.xl },
}));

const Icon = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.6em',
  height: '1.6em',
  padding: '0 0.3em',
  borderRadius: theme.radius.pill,
  border: '2px solid currentColor',
  // Never under 12 px, however small the text it sits in.
  fontSize: 'max(12px, 0.75em)',
  fontWeight: 700,
  flex: '0 0 auto',
}));

/**
 * The race-type icon: its code letter in a roundel (decorative: the title or name beside it says it in words). Any
 * racing reads "All": an R in a ring reads as the registered-trademark sign.
 */
export function RaceTypeIcon({ type }: { type: string }) {
  const code = raceTypeCode(type);
  return (
    <Icon aria-hidden="true" data-icon={RACE_TYPES[code].icon}>
      {code === 'any' ? 'All' : code}
    </Icon>
  );
}

/** The race-type title: an icon and title per race type on its banner (greyhound banner for G, horse otherwise). */
export function RaceTypeTitle({ type, title }: { type: string; title?: string }) {
  const info = RACE_TYPES[raceTypeCode(type)];
  return (
    <Banner banner={info.banner} data-banner={info.banner}>
      <RaceTypeIcon type={type} />
      <h1>{title ?? info.title}</h1>
    </Banner>
  );
}
