import { useState } from 'react';
import styled from '@emotion/styled';
import { Badge, StepIndicator, Tabs } from '@wagering/shared/ui';
import { EXOTIC_BETS, type ExoticKey } from '../lib/legs';
import { isQuadrella, isSmallField, metres, raceStep, showsResults } from '../lib/race-rules';
import type { Race } from '../types';
import { ExoticPicker } from './exotic-picker';
import { QuadrellaPicker } from './quadrella';
import { RaceResults } from './race-results';
import { RaceStatusBadge } from './race-status-badge';
import { SameRaceMulti } from './same-race-multi';
import { WinPlaceTable } from './win-place-table';
import { SpeedMap } from './speed-map';

const Card = styled.section(({ theme }) => ({
  gridTemplateColumns: 'minmax(0, 1fr)',
  background: theme.colors.surface,
  color: theme.colors.text,
  borderRadius: theme.radius.md,
  padding: theme.space(3),
  display: 'grid',
  gap: theme.space(3),
  [theme.mq.tablet]: { padding: theme.space(4) },
}));

const Head = styled.header(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(2),
  justifyContent: 'space-between',
  h2: { margin: 0, fontSize: theme.font.size.lg },
}));

const Info = styled.dl(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space(1)} ${theme.space(4)}`,
  margin: 0,
  fontSize: theme.font.size.sm,
  color: theme.colors.textMuted,
  div: { display: 'flex', gap: theme.space(1) },
  dt: { fontWeight: 600 },
  dd: { margin: 0, color: theme.colors.text },
}));

type BetTab = 'win' | ExoticKey | 'srm' | 'quadrella';

/** The bet types this race offers, as tabs: win/place, the exotics, same-race-multi and the quadrella. */
function betTabs(race: Pick<Race, 'products'>): { key: BetTab; label: string }[] {
  const has = (special: string) => race.products.some((p) => p.special_type === special);
  return [
    { key: 'win' as const, label: 'Win/Place' },
    ...EXOTIC_BETS.filter((b) => has(b.key) || has(`Box${b.key}`)).map((b) => ({ key: b.key, label: b.label })),
    ...(has('SameRaceMulti') ? [{ key: 'srm' as const, label: 'Same Race Multi' }] : []),
    ...(race.products.some((p) => isQuadrella(p.full_description))
      ? [{ key: 'quadrella' as const, label: 'Quadrella' }]
      : []),
  ];
}

/**
 * A race card: race info (weather, distance in metres, track condition), status badge and progress steps, the
 * result once shown, and the runners with every bet type the race offers.
 */
export function RaceCard({ race }: { race: Race }) {
  const [tab, setTab] = useState<BetTab>('win');
  const tabs = betTabs(race);
  const results = showsResults(race);
  return (
    <Card aria-labelledby={`race-${race.event_id}-title`}>
      <Head>
        <h2 id={`race-${race.event_id}-title`}>
          R{race.race_number} {race.race_name}
        </h2>
        <RaceStatusBadge race={race} />
      </Head>
      <Info aria-label="Race info">
        <div>
          <dt>Distance</dt>
          <dd>{metres(race.race_distance)}</dd>
        </div>
        <div>
          <dt>Track</dt>
          <dd>{race.track_condition}</dd>
        </div>
        <div>
          <dt>Weather</dt>
          <dd>{race.weather}</dd>
        </div>
      </Info>
      {isSmallField(race.runners) && (
        <div>
          <Badge tone="warning">Small field</Badge>
        </div>
      )}
      {raceStep(race.race_status) > 0 && (
        <StepIndicator current={raceStep(race.race_status) - 1} label="Race progress" />
      )}
      {results && <RaceResults race={race} />}
      <Tabs tabs={tabs} value={tab} onChange={setTab} label="Bet types">
        {tab === 'win' && (
          <>
            <SpeedMap race={race} />
            <WinPlaceTable race={race} />
          </>
        )}
        {EXOTIC_BETS.some((b) => b.key === tab) && <ExoticPicker key={tab} race={race} bet={tab as ExoticKey} />}
        {tab === 'srm' && <SameRaceMulti race={race} />}
        {tab === 'quadrella' && <QuadrellaPicker meetingId={race.meeting_id} />}
      </Tabs>
    </Card>
  );
}
