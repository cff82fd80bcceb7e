import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bus } from '@wagering/shared/bus';
import { openModal, sessionStore, useSession } from '@wagering/shared/session';
import { api, ApiError } from './client';
import { getQueryClient } from './query-client';
import type { ApiBody, ApiResponse } from '@wagering/contract/api';

/*
 * The punter's Blackbook: read by the racing and sports remotes (the "Add to Blackbook" toggles) and the account
 * remote (the Blackbook page), so its one cache entry and its add and remove calls live here.
 */

type Blackbook = ApiResponse<'/blackbook'>;
export type BlackbookEntry = Blackbook['data'][number];
/** What a Blackbook follows: a runner by its identity in the feed (runner_id), a team by sport code and name. */
type BlackbookSubject = ApiBody<'/blackbook', 'post'>;

/** GET /blackbook: the punter's saved runners and teams with their next starts, and their mail preference. */
const getBlackbook = () => api.GET('/blackbook');

/** Under the per-punter `account` root, so it goes with the punter's other data at logout. */
const blackbookQuery = (userId: string | number | null | undefined) =>
  queryOptions({
    queryKey: ['account', 'blackbook', userId === undefined || userId === null ? null : String(userId)],
    queryFn: getBlackbook,
  });

/** The logged-in punter's Blackbook (nothing is asked for while logged out). */
export function useBlackbook() {
  const userId = useSession((s) => s.userData.user_id);
  const hasToken = useSession((s) => Boolean(s.userData.server_session));
  return useQuery({ ...blackbookQuery(userId), enabled: hasToken });
}

/** The saved entry following this runner (by identity: a namesake is another runner) or team, if saved. */
const findEntry = (book: Blackbook | undefined, subject: BlackbookSubject) =>
  book?.data.find(
    (e) =>
      e.kind === subject.kind &&
      e.code === subject.code &&
      (subject.kind === 'runner' ? e.runner_id === subject.runner_id : e.name === subject.name),
  );

/** POST /blackbook: saves a runner or team (one already saved comes back as it is). */
const addToBlackbook = (subject: BlackbookSubject) => api.POST('/blackbook', { body: subject });

/** DELETE /blackbook/{entry_id}: removes one of the punter's entries. */
export const removeFromBlackbook = (entryId: number) =>
  api.DELETE('/blackbook/{entry_id}', { params: { path: { entry_id: entryId } } });

/** After a change the Blackbook is read again: the answer carries every entry's next start, sorted. */
export const refreshBlackbook = (client: QueryClient = getQueryClient()) =>
  client.invalidateQueries({ queryKey: ['account', 'blackbook'] });

const failed = (err: unknown) =>
  bus.emit('toast', {
    kind: 'error',
    message: err instanceof ApiError ? err.message : 'Your Blackbook could not be changed. Please try again.',
  });

/**
 * Saves or removes a runner or team: the toggles' one action. A failure (the book is full, the connection dropped)
 * is told in a toast; the toggle shows the server's state either way.
 */
function useBlackbookToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ subject, saved }: { subject: BlackbookSubject; saved?: BlackbookEntry }) =>
      saved ? removeFromBlackbook(saved.entry_id) : addToBlackbook(subject),
    onError: failed,
    onSettled: () => refreshBlackbook(client),
  });
}

/**
 * What a Blackbook star needs for one runner or team: whether it is saved, whether a change is on its way, and the
 * toggle, which asks a logged-out visitor to log in instead.
 */
export function useBlackbookStar(subject: BlackbookSubject) {
  const book = useBlackbook();
  const toggle = useBlackbookToggle();
  const saved = findEntry(book.data, subject);
  return {
    pressed: Boolean(saved),
    busy: toggle.isPending,
    title: saved ? 'In your Blackbook' : 'Add to Blackbook',
    onToggle: () =>
      sessionStore.getState().userData.server_session ? toggle.mutate({ subject, saved }) : openModal('login'),
  };
}
