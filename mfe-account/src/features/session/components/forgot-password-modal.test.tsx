import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiAnswer, mockApi } from '@wagering/testing/api';
import { closeModal, openModal } from '@wagering/shared/session';
import { renderWithProviders } from '../../../test/render';
import { ForgotPasswordModal, RECOVERY_SUCCESS } from './forgot-password-modal';

/** The recovery call, answered as each test says; the stub keeps what the form sent. */
const stubRecovery = (answer: { data: null; message: string } | ReturnType<typeof apiAnswer>) => {
  const fetch = mockApi({ post: { '/auth/recover-password': () => answer } });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText(/Username\/Email/), 'punter');
  await userEvent.type(screen.getByLabelText(/First name/), 'Pat');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Punter');
  await userEvent.click(screen.getByLabelText('Day'));
  await userEvent.keyboard('17051990');
  await userEvent.click(screen.getByRole('button', { name: 'Recover Password' }));
}

describe('Forgot Login Details modal', () => {
  beforeEach(() => {
    openModal('forgotPassword');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    closeModal('forgotPassword');
  });

  it('has the title "Forgot Login Details ?" and the "{app name} is powered by" footer', () => {
    renderWithProviders(<ForgotPasswordModal />);
    expect(screen.getByRole('dialog', { name: 'Forgot Login Details ?' })).toBeTruthy();
    expect(screen.getByText(/is powered by/)).toBeTruthy();
  });

  it('dob is sent as YYYY-MM-DD; a null data answer shows the success text and the form is reset', async () => {
    const fetch = stubRecovery({ data: null, message: 'sent' });
    renderWithProviders(<ForgotPasswordModal />);
    await fillAndSubmit();
    expect((await screen.findByRole('status')).textContent).toBe(RECOVERY_SUCCESS);
    expect(fetch.requests.map((r) => r.body)).toEqual([
      {
        user_id: 'punter',
        first_name: 'Pat',
        last_name: 'Punter',
        dob: '1990-05-17',
      },
    ]);
    expect((screen.getByLabelText(/Username\/Email/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Year') as HTMLInputElement).value).toBe('');
  });

  it('an error shows the server message, and user_id errors read "Username is required"', async () => {
    stubRecovery(apiAnswer(400, { message: 'We could not find that account.', errors: { user_id: 'unknown' } }));
    renderWithProviders(<ForgotPasswordModal />);
    await fillAndSubmit();
    expect(await screen.findByText('We could not find that account.')).toBeTruthy();
    expect(screen.getByText('Username is required')).toBeTruthy();
  });
});
