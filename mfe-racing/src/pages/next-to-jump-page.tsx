import { usePage } from '@wagering/shared/runtime';
import { useNextToJump } from '../features/races/api/get-next-to-jump';
import { NextToJumpList } from '../features/races/components/next-to-jump-list';
import { RaceTypeTitle } from '../features/races/components/race-type-title';
import { LoadError, LoadingRows, NoRaces } from '../features/races/components/states';
import { sortRaces } from '../features/races/lib/race-rules';
import { Page } from './layout';
import { RacingNav } from './racing-nav';

/** How many races the full next-to-jump pages list (the Home strip keeps the SPEC's 6). */
const NEXT_TO_JUMP_PAGE_SIZE = 20;

/** /racing/next-to-jump and /next-to-go: every race type, soonest first. */
export function NextToJumpPage({ title = 'Next to jump', inRacing = true }: { title?: string; inRacing?: boolean }) {
  usePage(title, inRacing ? [{ label: 'Racing', to: '/racing' }, { label: title }] : [{ label: title }]);
  const query = useNextToJump('A', NEXT_TO_JUMP_PAGE_SIZE);
  return (
    <Page>
      <RaceTypeTitle type="A" title={title} />
      {inRacing && <RacingNav />}
      {query.isPending ? (
        <LoadingRows />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <NoRaces />
      ) : (
        <NextToJumpList races={sortRaces(query.data)} />
      )}
    </Page>
  );
}
