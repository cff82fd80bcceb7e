import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountStateFixture, mockApi } from '@wagering/testing/api';
import { login, logout } from '@wagering/shared/session';
import { renderWithProviders } from '../../../test/render';
import { TakeABreakPanel } from './take-a-break-panel';

const MESSAGE =
  'You are on a break until 5 December 2026, 3:05 PM AEDT. Logging in, deposits and bets are available again from then.';

/** The API with no break yet, following a break taken and the reminder set. */
function serve() {
  let onBreak = false;
  let every: 0 | 30 | 60 | 120 = 0;
  const server = mockApi({
    get: {
      '/clients/state': () => accountStateFixture,
      '/responsible-gambling/take-a-break': () =>
        onBreak
          ? { on_break: true, break_until: '2026-12-05T04:05:00.000Z', message: MESSAGE }
          : { on_break: false, break_until: null, message: null },
      '/responsible-gambling/activity-reminder': () => ({ every_minutes: every }),
    },
    post: {
      '/responsible-gambling/take-a-break': () => {
        onBreak = true;
        return { break_until: '2026-12-05T04:05:00.000Z', message: MESSAGE };
      },
      '/responsible-gambling/activity-reminder': (request) => {
        every = request.body!.every_minutes;
        return { every_minutes: every, message: `We will remind you every ${every} minutes you are logged in.` };
      },
    },
  });
  vi.stubGlobal('fetch', server);
  return server;
}

describe('Take a Break', () => {
  beforeEach(() => login({ access_token: 't', user_id: 'u1' }));
  afterEach(() => {
    logout();
    vi.unstubAllGlobals();
  });

  it('offers 24 hours, 7 days or 30 days as radios a keyboard can choose', async () => {
    serve();
    renderWithProviders(<TakeABreakPanel />);
    const group = await screen.findByRole('group', { name: 'Break for' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual(['24 hours', '7 days', '30 days']);
    expect(within(group).getByRole('radio', { name: '24 hours' })).toHaveProperty('checked', true);
    await userEvent.click(within(group).getByRole('radio', { name: '24 hours' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: '7 days' })).toHaveProperty('checked', true);
  });

  it('asks first (it cannot be undone), and Go back starts nothing', async () => {
    const server = serve();
    renderWithProviders(<TakeABreakPanel />);
    await userEvent.click(await screen.findByRole('radio', { name: '30 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your break' });
    expect(dialog.textContent).toMatch(/^Confirm your break.*Your break of 30 days starts now and ends /);
    expect(dialog.textContent).toContain('It cannot be undone or shortened. You can still withdraw your balance.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('starts the break on Yes and shows when it ends', async () => {
    const server = serve();
    renderWithProviders(<TakeABreakPanel />);
    await userEvent.click(await screen.findByRole('radio', { name: '7 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, start my break' }));
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGE);
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ period: '7d' });
  });

  it('sets the activity reminder, off until chosen', async () => {
    const server = serve();
    renderWithProviders(<TakeABreakPanel />);
    const select = await screen.findByRole('combobox', { name: 'Remind me' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Off', 'Every 30 minutes', 'Every 60 minutes', 'Every 120 minutes']);
    expect(select).toHaveProperty('value', '0');
    await userEvent.selectOptions(select, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect(await screen.findByText('We will remind you every 60 minutes you are logged in.')).toBeTruthy();
    expect(
      server.requests.find((r) => r.url.pathname.endsWith('/activity-reminder') && r.method === 'POST')?.body,
    ).toEqual({ every_minutes: 60 });
  });
});
