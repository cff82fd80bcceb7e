import styled from '@emotion/styled';
import { useBlackbook } from '@wagering/shared/api';
import { usePage } from '@wagering/shared/runtime';
import { EmptyState, QueryView, Toggle } from '@wagering/shared/ui';
import { PagePanel } from '../components/page-panel';
import { RequireLogin } from '../components/require-login';
import { useSetMailAlerts } from '../features/blackbook/api/put-mail-alerts';
import { EntryCard } from '../features/blackbook/components/entry-card';

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space(4)} 0 0`,
  padding: 0,
  display: 'grid',
  gap: theme.space(3),
}));

export const EMPTY_BLACKBOOK =
  'Your Blackbook is empty. Tap the star beside a runner on a race card to follow it: we tell you when it is entered and before it jumps.';

function MailAlerts({ on }: { on: boolean }) {
  const set = useSetMailAlerts();
  return (
    <Toggle
      checked={set.isPending ? Boolean(set.variables) : on}
      disabled={set.isPending}
      onChange={(next) => set.mutate(next)}
      label="Also email me Blackbook alerts"
    />
  );
}

/** /profile/blackbook: the runners and teams the punter follows, soonest next start first. */
export function BlackbookPage() {
  usePage('Blackbook', [{ label: 'My Profile', to: '/profile' }, { label: 'Blackbook' }]);
  const book = useBlackbook();
  return (
    <RequireLogin>
      <PagePanel aria-labelledby="blackbook-title">
        <h1 id="blackbook-title">Blackbook</h1>
        <QueryView query={book} label="your Blackbook" lines={3}>
          {(data) => (
            <>
              <MailAlerts on={data.mail_alerts} />
              {data.data.length === 0 ? (
                <EmptyState>{EMPTY_BLACKBOOK}</EmptyState>
              ) : (
                <List aria-label={`${data.data.length} of ${data.max_entries} saved`}>
                  {data.data.map((entry) => (
                    <li key={entry.entry_id}>
                      <EntryCard entry={entry} />
                    </li>
                  ))}
                </List>
              )}
            </>
          )}
        </QueryView>
      </PagePanel>
    </RequireLogin>
  );
}
