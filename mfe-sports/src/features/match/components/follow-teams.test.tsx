import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BlackbookEntry } from '@wagering/shared/api';
import { mockApi } from '@wagering/testing/api';
import { login, logout } from '@wagering/shared/session';
import { renderWithProviders } from '@wagering/testing/render';
import { FollowTeams } from './follow-teams';

const saved: BlackbookEntry = {
  entry_id: 3,
  kind: 'team',
  code: 'AFL',
  name: 'Geelong Cats',
  runner_id: null,
  note: '',
  created_at: '2026-11-26T00:00:00.000Z',
  next_start: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  logout();
});

describe("a match's Blackbook stars", () => {
  it('one named star per side, pressed for a team already saved; pressing the other saves it by sport and name', async () => {
    login({ access_token: 't', user_id: 'u1' });
    let book = [saved];
    const server = mockApi({
      get: { '/blackbook': () => ({ data: book, mail_alerts: false, max_entries: 200 }) },
      post: {
        '/blackbook': (request) => {
          const made = { ...saved, entry_id: 4, name: request.body!.name };
          book = [...book, made];
          return made;
        },
      },
    });
    vi.stubGlobal('fetch', server);
    renderWithProviders(<FollowTeams match={{ sport_code: 'AFL', team_a: 'Geelong Cats', team_b: 'Sydney Swans' }} />);
    const cats = screen.getByRole('button', { name: 'Add Geelong Cats to Blackbook' });
    const swans = screen.getByRole('button', { name: 'Add Sydney Swans to Blackbook' });
    await waitFor(() => expect(cats.getAttribute('aria-pressed')).toBe('true'));
    expect(swans.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(swans);
    await waitFor(() => expect(swans.getAttribute('aria-pressed')).toBe('true'));
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      kind: 'team',
      code: 'AFL',
      name: 'Sydney Swans',
    });
  });
});
