import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiAnswer, mockApi } from '@wagering/testing/api';
import { sessionStore, uiStore } from '@wagering/shared/session';
import { renderWithProviders } from '../../../test/render';
import { ResetPasswordFormView } from './reset-password-form';

const INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';

async function submit(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
}

describe('the reset-password form', () => {
  const reset = vi.fn();
  const server = mockApi({ post: { '/auth/reset-password': reset } });
  beforeEach(() => vi.stubGlobal('fetch', server));
  afterEach(() => {
    reset.mockReset();
    server.requests.length = 0;
    vi.unstubAllGlobals();
    sessionStore.setState({ isLoggedIn: false, userData: {} });
  });

  it('checks the password rule and the match before sending anything', async () => {
    renderWithProviders(<ResetPasswordFormView token="t1" />);
    await submit('abc', 'abd');
    expect(await screen.findByText(/^Password must be 8-64 characters/)).toBeTruthy();
    expect(screen.getByText('Passwords must match')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('sends the token and the new password; success logs this browser out and offers the login', async () => {
    sessionStore.setState({ isLoggedIn: true, userData: { user_id: 'u1', server_session: true } });
    reset.mockReturnValueOnce({ message: 'Your password has been changed. You can now log in.' });
    renderWithProviders(<ResetPasswordFormView token="t1" />);
    await submit('Fresh4Start');
    expect(await screen.findByText('Your password has been changed. You can now log in.')).toBeTruthy();
    expect(server.requests[0]!.body).toEqual({ token: 't1', password: 'Fresh4Start' });
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(uiStore.getState().modals.login).toBe(true);
  });

  it('a used or expired link shows the server message and a way to ask for a new one', async () => {
    reset.mockReturnValueOnce(apiAnswer(400, { message: INVALID, errors: { token: INVALID } }));
    renderWithProviders(<ResetPasswordFormView token="used" />);
    await submit('Fresh4Start');
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(uiStore.getState().modals.forgotPassword).toBe(true);
  });
});
