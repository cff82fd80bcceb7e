import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BlackbookEntry } from '@wagering/shared/api';
import { apiAnswer, mockApi } from '@wagering/testing/api';
import { bus } from '@wagering/shared/bus';
import { login, logout, uiStore } from '@wagering/shared/session';
import { renderWithProviders } from '../../../test/render';
import { race } from '../../../test/races';
import type { Race } from '../types';
import { BlackbookToggle } from './blackbook-toggle';
import { RaceCard } from './race-card';

const entry = (name: string, runnerId: string, entryId = 1): BlackbookEntry => ({
  entry_id: entryId,
  kind: 'runner',
  code: 'T',
  name,
  runner_id: runnerId,
  note: '',
  created_at: '2026-11-26T00:00:00.000Z',
  next_start: null,
});

/** The API with a Blackbook that starts as `saved` and follows adds and removes. */
function serve(saved: BlackbookEntry[], add: () => unknown = () => undefined, form?: Race) {
  let book = [...saved];
  const server = mockApi({
    get: {
      '/blackbook': () => ({ data: book, mail_alerts: false, max_entries: 200 }),
      '/racing/race-form/{meetingId}/{eventId}': () => ({ data: form as never }),
    },
    post: {
      '/blackbook': (request) => {
        const failure = add();
        if (failure) return failure as never;
        const made = entry(request.body!.name, request.body!.runner_id!, 9);
        book = [...book, made];
        return made;
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

const starLegend = { runner_id: 'T-AU-7', runner_name: 'Star Legend' };

afterEach(() => {
  vi.unstubAllGlobals();
  logout();
});

describe('the Add to Blackbook star on a runner', () => {
  it('is a toggle named for the runner: pressed once saved, unpressed once removed, by keyboard too', async () => {
    login({ access_token: 't', user_id: 'u1' });
    const server = serve([]);
    renderWithProviders(<BlackbookToggle runner={starLegend} raceType="T" />);
    const star = await screen.findByRole('button', { name: 'Add Star Legend to Blackbook' });
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(star.getAttribute('aria-pressed')).toBe('false');

    star.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      kind: 'runner',
      code: 'T',
      name: 'Star Legend',
      runner_id: 'T-AU-7',
    });

    await userEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    expect(server.requests.find((r) => r.method === 'DELETE')?.url.pathname).toBe('/v1/blackbook/9');
  });

  it('shows pressed for the horse saved, not a namesake (same name, another horse) nor another race type', async () => {
    login({ access_token: 't', user_id: 'u1' });
    serve([entry('Star Legend', 'T-AU-7')]);
    renderWithProviders(
      <>
        <BlackbookToggle runner={starLegend} raceType="T" />
        <BlackbookToggle runner={{ runner_id: 'T-INT-7', runner_name: 'Star Legend' }} raceType="T" />
        <BlackbookToggle runner={starLegend} raceType="H" />
      </>,
    );
    const [followed, namesake, harness] = screen.getAllByRole('button', { name: 'Add Star Legend to Blackbook' });
    await waitFor(() => expect(followed!.getAttribute('aria-pressed')).toBe('true'));
    expect(namesake!.getAttribute('aria-pressed')).toBe('false');
    expect(harness!.getAttribute('aria-pressed')).toBe('false');
  });

  it('tells the punter in a toast when the book is full, and stays unpressed', async () => {
    login({ access_token: 't', user_id: 'u1' });
    const full = 'Your Blackbook is full: it holds up to 200 runners and teams. Remove one to add another.';
    serve([], () => apiAnswer(409, { message: full, errors: {} }));
    const toasts: unknown[] = [];
    const off = bus.on('toast', (t) => toasts.push(t));
    renderWithProviders(<BlackbookToggle runner={starLegend} raceType="T" />);
    const star = screen.getByRole('button', { name: 'Add Star Legend to Blackbook' });
    await userEvent.click(star);
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: full }]));
    off();
    expect(star.getAttribute('aria-pressed')).toBe('false');
  });

  it('asks a logged-out visitor to log in, and asks the API nothing', async () => {
    const server = serve([]);
    renderWithProviders(<BlackbookToggle runner={starLegend} raceType="T" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Star Legend to Blackbook' }));
    expect(uiStore.getState().modals.login).toBe(true);
    expect(server.requests).toEqual([]);
  });
});

describe('the star in a runner’s form guide', () => {
  it('is the same toggle as on the card: pressed there once saved here', async () => {
    login({ access_token: 't', user_id: 'u1' });
    serve([], undefined, { ...race(), runners: [] });
    renderWithProviders(<RaceCard race={race()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Form guide for 1. Runner 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Form guide: 1. Runner 1' });
    const inForm = within(dialog).getByRole('button', { name: 'Add Runner 1 to Blackbook' });
    await userEvent.click(inForm);
    await waitFor(() => expect(inForm.getAttribute('aria-pressed')).toBe('true'));
    const onCard = within(screen.getByTestId('runner-1')).getByRole('button', { name: 'Add Runner 1 to Blackbook' });
    expect(onCard.getAttribute('aria-pressed')).toBe('true');
  });
});
