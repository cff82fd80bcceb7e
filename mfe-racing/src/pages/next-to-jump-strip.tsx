import { Link } from '@wagering/shared/router';
import styled from '@emotion/styled';
import { HOME_RACING_STRIP_HEIGHT, RACE_LIST_SIZE } from '@wagering/shared/constants';
import { useNextToJump } from '../features/races/api/get-next-to-jump';
import { useRacesByIds } from '../features/races/api/get-races-by-ids';
import { NextToJumpList } from '../features/races/components/next-to-jump-list';
import { LoadError, LoadingRows, NoRaces } from '../features/races/components/states';
import { useLiveRacing } from '../features/races/hooks/use-live-racing';
import { sortRaces } from '../features/races/lib/race-rules';

const Panel = styled.section(({ theme }) => ({
  background: theme.colors.surface,
  color: theme.colors.text,
  borderRadius: theme.radius.md,
  padding: theme.space(4),
  display: 'grid',
  gap: theme.space(3),
  alignContent: 'start',
  // The same height loading, loaded, empty or failed: the shell holds exactly this much before the strip arrives.
  boxSizing: 'border-box',
  minHeight: HOME_RACING_STRIP_HEIGHT.mobile,
  [theme.mq.tablet]: { minHeight: HOME_RACING_STRIP_HEIGHT.tablet },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: theme.space(2) },
  h2: { margin: 0, fontSize: theme.font.size.lg },
  a: { color: theme.colors.text },
}));

/**
 * Home's racing part (exposed as racing/home): the next 6 races to jump, live. The first 6 races have their
 * details (runners) fetched too, for each race's field size.
 */
export default function NextToJumpStrip() {
  useLiveRacing();
  const query = useNextToJump('A', RACE_LIST_SIZE);
  // Races that jump while on screen (status from the live push) move behind those still to run.
  const races = sortRaces(query.data ?? []).slice(0, RACE_LIST_SIZE);
  const details = useRacesByIds(races.map((r) => r.event_id)).data;
  return (
    <Panel data-remote="racing" aria-labelledby="next-to-jump-title">
      <header>
        <h2 id="next-to-jump-title">Next to jump</h2>
        <Link to="/racing/next-to-jump">All races</Link>
      </header>
      {query.isPending ? (
        <LoadingRows rows={2} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : races.length === 0 ? (
        <NoRaces />
      ) : (
        <NextToJumpList races={races} details={details} strip />
      )}
    </Panel>
  );
}
