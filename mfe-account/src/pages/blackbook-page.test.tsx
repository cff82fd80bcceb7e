import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { type BlackbookEntry } from '@wagering/shared/api';
import { accountStateFixture, apiAnswer, mockApi } from '@wagering/testing/api';
import { login, logout } from '@wagering/shared/session';
import { renderWithProviders } from '../test/render';
import { BlackbookPage, EMPTY_BLACKBOOK } from './blackbook-page';

const START = '2026-11-26T06:34:00.000Z';
const runner: BlackbookEntry = {
  entry_id: 1,
  kind: 'runner',
  code: 'T',
  name: 'Star Legend',
  runner_id: 'T-AU-7',
  note: '',
  created_at: '2026-11-26T00:00:00.000Z',
  next_start: {
    event_id: 501,
    start_time: START,
    meeting_id: 50,
    meeting_name: 'Flemington',
    race_number: 3,
    saddle_number: 4,
    match_name: null,
  },
};
const team: BlackbookEntry = {
  ...runner,
  entry_id: 2,
  kind: 'team',
  code: 'AFL',
  name: 'Geelong Cats',
  runner_id: null,
  note: 'Good at home',
  next_start: null,
};

/** The API with this Blackbook, following removes, notes and the mail preference. */
function serve(entries: BlackbookEntry[], options: { failNote?: boolean } = {}) {
  let book = [...entries];
  let mail = false;
  const server = mockApi({
    get: {
      '/clients/state': () => accountStateFixture,
      '/blackbook': () => ({ data: book, mail_alerts: mail, max_entries: 200 }),
    },
    put: {
      '/blackbook/{entry_id}/note': (request) => {
        if (options.failNote) return apiAnswer(400, { message: 'That note is too long', errors: {} }) as never;
        book = book.map((e) => (e.entry_id === 1 ? { ...e, note: request.body!.note.trim() } : e));
        return book[0]!;
      },
      '/blackbook/preferences': (request) => {
        mail = request.body!.mail_alerts;
        return { mail_alerts: mail };
      },
    },
    delete: {
      '/blackbook/{entry_id}': (request) => {
        const id = Number(request.url.pathname.split('/').pop());
        book = book.filter((e) => e.entry_id !== id);
        return { entry_id: id };
      },
    },
  });
  vi.stubGlobal('fetch', server);
  return server;
}

describe('/profile/blackbook', () => {
  beforeEach(() => login({ access_token: 't', user_id: 'u1' }));
  afterEach(() => {
    logout();
    vi.unstubAllGlobals();
  });

  it("lists each runner with its next start (meeting, race, the jump in the punter's time zone) linking to its card", async () => {
    serve([runner, team]);
    renderWithProviders(<BlackbookPage />);
    const card = await screen.findByRole('article', { name: 'Star Legend' });
    expect(within(card).getByText('Runner, Thoroughbred')).toBeTruthy();
    const link = within(card).getByRole('link', { name: 'Flemington R3' });
    expect(link.getAttribute('href')).toBe('/racing/race/50/501');
    // dayjs formats in the browser's zone: the punter's own.
    expect(card.textContent).toContain(dayjs(START).format('ddd DD MMM, h:mm A'));
    const other = screen.getByRole('article', { name: 'Geelong Cats' });
    expect(other.textContent).toContain('No start listed yet.');
    expect(within(other).getByLabelText('Note on Geelong Cats')).toHaveProperty('value', 'Good at home');
  });

  it('says how to add one when the Blackbook is empty', async () => {
    serve([]);
    renderWithProviders(<BlackbookPage />);
    expect(await screen.findByText(EMPTY_BLACKBOOK)).toBeTruthy();
  });

  it('saves a note and says so', async () => {
    const server = serve([runner]);
    renderWithProviders(<BlackbookPage />);
    const note = await screen.findByLabelText('Note on Star Legend');
    await userEvent.type(note, 'Wants it wet');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({ note: 'Wants it wet' });
  });

  it("shows the server's message when a note is refused", async () => {
    serve([runner], { failNote: true });
    renderWithProviders(<BlackbookPage />);
    await userEvent.type(await screen.findByLabelText('Note on Star Legend'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('That note is too long')).toBeTruthy();
  });

  it('removes an entry with its named Remove button', async () => {
    serve([runner, team]);
    renderWithProviders(<BlackbookPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Star Legend from Blackbook' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Star Legend' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Geelong Cats' })).toBeTruthy();
  });

  it('turns Blackbook mail on with a switch', async () => {
    const server = serve([runner]);
    renderWithProviders(<BlackbookPage />);
    const sw = await screen.findByRole('switch', { name: 'Also email me Blackbook alerts' });
    expect(sw.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(sw);
    await waitFor(() => expect(sw.getAttribute('aria-checked')).toBe('true'));
    expect(server.requests.find((r) => r.url.pathname === '/v1/blackbook/preferences')?.body).toEqual({
      mail_alerts: true,
    });
  });

  it('asks a logged-out visitor to log in', () => {
    logout();
    serve([]);
    renderWithProviders(<BlackbookPage />);
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });
});
