import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from '@emotion/styled';
import { cents, formatCents } from '@wagering/shared/format';
import { Link } from '@wagering/shared/router';
import { logout, useSession } from '@wagering/shared/session';
import { Button, Modal } from '@wagering/shared/ui';
import { nextReminderAt } from '@wagering/shared/wagering';
import { sessionActivityQuery, useSessionActivity, type SessionActivity } from './get-session-activity';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "1 hour 30 minutes", "45 minutes", "2 hours": how long the punter has been logged in, in words. */
export function timeLoggedIn(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return plural(rest, 'minute');
  return rest ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
}

/** The session's result in words: ahead, behind or even, from returns less stakes. */
export function sessionResult(a: Pick<SessionActivity, 'stakes_cents' | 'returns_cents' | 'net_cents'>): string {
  const so = `You have staked ${formatCents(a.stakes_cents)} and been paid ${formatCents(a.returns_cents)}`;
  if (a.net_cents < 0) return `${so}: you are ${formatCents(cents(-a.net_cents))} behind.`;
  if (a.net_cents > 0) return `${so}: you are ${formatCents(a.net_cents)} ahead.`;
  return `${so}: you are even.`;
}

const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }));

/**
 * The activity reminder (issue 39 item 3): when the punter asked for one, at each 30, 60 or 120 minutes of the
 * session a dialog says how long they have been logged in and their result since, with a link to Your Spending. The
 * figures are read afresh from the API when it shows.
 */
export function ActivityReminder() {
  const activity = useSessionActivity();
  const client = useQueryClient();
  const userId = useSession((s) => s.userData.user_id);
  const [shown, setShown] = useState<{ activity: SessionActivity; at: number } | null>(null);
  const [fired, setFired] = useState(0);
  const data = activity.data;

  useEffect(() => {
    if (!data?.every_minutes) return;
    const at = nextReminderAt(Date.parse(data.logged_in_at), data.every_minutes, Date.now());
    const timer = setTimeout(() => {
      void client
        .fetchQuery({ ...sessionActivityQuery(userId), staleTime: 0 })
        .then((fresh) => fresh.every_minutes && setShown({ activity: fresh, at: Date.now() }))
        .catch(() => undefined)
        .finally(() => setFired((n) => n + 1));
    }, at - Date.now());
    return () => clearTimeout(timer);
  }, [data, client, userId, fired]);

  const close = () => setShown(null);
  return (
    <Modal open={shown !== null} onClose={close} title="Activity reminder">
      {shown && (
        <>
          <p>You have been logged in for {timeLoggedIn(shown.at - Date.parse(shown.activity.logged_in_at))}.</p>
          <p>{sessionResult(shown.activity)}</p>
          <p>
            <Link to="/profile?tab=spending" onClick={close}>
              Your Spending
            </Link>
          </p>
          <Actions>
            <Button type="button" onClick={close}>
              Keep going
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                close();
                logout();
              }}
            >
              Log out
            </Button>
          </Actions>
        </>
      )}
    </Modal>
  );
}
