import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { useQueryClient } from '@tanstack/react-query';
import { subscribeLive } from '@wagering/shared/api';
import { usePage } from '@wagering/shared/runtime';
import { useSession, openModal } from '@wagering/shared/session';
import { Button, EmptyState, Pager, QueryView, Tabs } from '@wagering/shared/ui';
import { NO_FILTER, useBets, type BetsFilter, type BetsStatus } from '../features/my-bets/api/get-bets';
import { BetCard } from '../features/my-bets/components/bet-card';
import { BetFilters, isFiltered } from '../features/my-bets/components/bet-filters';

const Page = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  h1: { margin: 0, fontSize: theme.font.size.xl },
}));

const List = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(3) }));

const TABS = [
  { key: 'pending', label: 'Pending' },
  { key: 'settled', label: 'Settled' },
] as const;

const EMPTY_TEXT: Record<BetsStatus, string> = {
  pending: 'You have no pending bets.',
  settled: 'You have no settled bets yet.',
};

function BetList({ status, filter }: { status: BetsStatus; filter: BetsFilter }) {
  const [page, setPage] = useState(1);
  const query = useBets(status, page, filter);
  return (
    <QueryView query={query} label="your bets">
      {(data) =>
        data.bets.length === 0 ? (
          <EmptyState>{isFiltered(filter) ? 'No bets match these filters.' : EMPTY_TEXT[status]}</EmptyState>
        ) : (
          <List>
            {data.bets.map((bet) => (
              <BetCard key={bet.ticket_number} bet={bet} />
            ))}
            <Pager page={data.page} totalPages={data.total_pages} onChange={setPage} label="Bets pages" />
          </List>
        )
      }
    </QueryView>
  );
}

/**
 * My Bets: pending and settled bets of every kind, narrowed by kind and days placed, kept live by the punter's bet
 * notifications from the push stream.
 */
export function MyBetsPage() {
  usePage('My Bets');
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const [status, setStatus] = useState<BetsStatus>('pending');
  const [filter, setFilter] = useState<BetsFilter>(NO_FILTER);
  const queryClient = useQueryClient();
  // A bet accepted or settled anywhere (this page, another tab, settlement) arrives as a notification.
  useEffect(
    () => subscribeLive('notification', () => void queryClient.invalidateQueries({ queryKey: ['bets'] })),
    [queryClient],
  );
  return (
    <Page aria-labelledby="my-bets-title">
      <h1 id="my-bets-title">My Bets</h1>
      {isLoggedIn ? (
        <>
          <BetFilters value={filter} onChange={setFilter} />
          <Tabs tabs={TABS} value={status} onChange={setStatus} label="Bet status">
            {/* A new list or filter starts again at page 1. */}
            <BetList key={`${status}/${JSON.stringify(filter)}`} status={status} filter={filter} />
          </Tabs>
        </>
      ) : (
        <EmptyState action={<Button onClick={() => openModal('login')}>Log in</Button>}>
          Log in to see your bets.
        </EmptyState>
      )}
    </Page>
  );
}
