import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeModal, openModal, uiStore } from '@wagering/shared/session';
import { renderWithProviders } from '../../../test/render';
import { LoginModal } from './login-modal';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('Login modal', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    openModal('login');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    closeModal('login');
    closeModal('forgotPassword');
  });

  it('Fields are Username/Email and Password; both are required with the SPEC messages', async () => {
    renderWithProviders(<LoginModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('HTTP 429 shows the server message as a banner; Remember me is sent as remember_me', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(429, { message: 'Too many login attempts. Please try again in 15 minutes.', errors: {} }),
    );
    renderWithProviders(<LoginModal />);
    await userEvent.type(screen.getByLabelText(/Username\/Email/), 'punter');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Punter123');
    await userEvent.click(screen.getByRole('switch', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many login attempts. Please try again in 15 minutes.',
    );
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      username: 'punter',
      password: 'Punter123',
      remember_me: true,
    });
  });

  it('"Forgot your login details" opens the forgot-password modal', async () => {
    renderWithProviders(<LoginModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your login details' }));
    await waitFor(() => expect(uiStore.getState().modals).toMatchObject({ login: false, forgotPassword: true }));
  });

  it('is a dialog named Login', () => {
    renderWithProviders(<LoginModal />);
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
  });
});
