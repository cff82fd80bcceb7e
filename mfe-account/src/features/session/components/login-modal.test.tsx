import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiAnswer, mockApi } from '@wagering/testing/api';
import { closeModal, openModal, uiStore } from '@wagering/shared/session';
import { renderWithProviders } from '../../../test/render';
import { LoginModal } from './login-modal';

// Login answers 429 (too many attempts) to every try.
const tooMany = () =>
  apiAnswer(429, { message: 'Too many login attempts. Please try again in 15 minutes.', errors: {} });
let fetch: ReturnType<typeof mockApi>;

describe('Login modal', () => {
  beforeEach(() => {
    fetch = mockApi({ post: { '/auth/login': tooMany } });
    vi.stubGlobal('fetch', fetch);
    openModal('login');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    closeModal('login');
    closeModal('forgotPassword');
  });

  it('Fields are Username/Email and Password; both are required with the SPEC messages', async () => {
    renderWithProviders(<LoginModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetch.requests).toEqual([]);
  });

  it('HTTP 429 shows the server message as a banner; Remember me is sent as remember_me', async () => {
    renderWithProviders(<LoginModal />);
    await userEvent.type(screen.getByLabelText(/Username\/Email/), 'punter');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Punter123');
    await userEvent.click(screen.getByRole('switch', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many login attempts. Please try again in 15 minutes.',
    );
    expect(fetch.requests[0].body).toMatchObject({
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
