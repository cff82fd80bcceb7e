import { describe, expect, it, vi } from 'vitest';
import { ApiError, GENERIC_ERROR } from './client';
import { showServerErrors } from './server-errors';

type Login = { username: string; password: string };
const LOGIN_FIELDS = ['username', 'password'] as const;

describe('server errors on a form (SPEC 8)', () => {
  it('HTTP 429 on login: the server message is shown as an error banner', () => {
    const setError = vi.fn();
    const error = new ApiError(429, { message: 'Too many login attempts. Please wait a few minutes.', errors: {} });
    expect(showServerErrors<Login>(error, setError, LOGIN_FIELDS)).toBe(
      'Too many login attempts. Please wait a few minutes.',
    );
    expect(setError).not.toHaveBeenCalled();
  });

  it('Other login errors: a general message plus per-field messages from the server errors map', () => {
    const setError = vi.fn();
    const error = new ApiError(400, {
      message: 'The username or password you entered is incorrect.',
      errors: { password: 'The username or password you entered is incorrect.' },
    });
    expect(showServerErrors<Login>(error, setError, LOGIN_FIELDS)).toBe(
      'The username or password you entered is incorrect.',
    );
    expect(setError).toHaveBeenCalledWith('password', {
      type: 'server',
      message: 'The username or password you entered is incorrect.',
    });
  });

  it('If the error list is empty, the general message is shown as an error', () => {
    const setError = vi.fn();
    const error = new ApiError(403, { message: 'You are self-excluded until 1 June 2027.', errors: {} });
    expect(showServerErrors<Login>(error, setError, LOGIN_FIELDS)).toBe('You are self-excluded until 1 June 2027.');
  });

  it('Password recovery: per-field errors are set on their fields, and for user_id the message is "Username is required"', () => {
    const setError = vi.fn();
    const error = new ApiError(400, {
      message: 'Check the form',
      errors: { user_id: 'user_id must be a string', dob: 'Date format must be DD/MM/YYYY' },
    });
    showServerErrors<{ user_id: string; dob: string }>(error, setError, ['user_id', 'dob'], {
      messageFor: (field, message) => (field === 'user_id' ? 'Username is required' : message),
    });
    expect(setError).toHaveBeenCalledWith('user_id', { type: 'server', message: 'Username is required' });
    expect(setError).toHaveBeenCalledWith('dob', { type: 'server', message: 'Date format must be DD/MM/YYYY' });
  });

  it('a field the form does not have is not set (its message stays in the banner)', () => {
    const setError = vi.fn();
    const error = new ApiError(400, {
      message: 'Company must be a number',
      errors: { company: 'Company must be a number' },
    });
    expect(showServerErrors<Login>(error, setError, LOGIN_FIELDS)).toBe('Company must be a number');
    expect(setError).not.toHaveBeenCalled();
  });

  it("a field the API names otherwise is set on the form's own field, and the general message still shows", () => {
    const setError = vi.fn();
    const error = new ApiError(400, { message: 'Incorrect password.', errors: { password: 'Incorrect password.' } });
    const text = showServerErrors<{ current_password: string }>(error, setError, ['current_password'], {
      rename: { password: 'current_password' },
    });
    expect(text).toBe('Incorrect password.');
    expect(setError).toHaveBeenCalledWith('current_password', { type: 'server', message: 'Incorrect password.' });
  });

  it('a refusal that is not the API answer (a dropped network) reads as the generic message, never a raw error', () => {
    const setError = vi.fn();
    expect(showServerErrors<Login>(new TypeError('Failed to fetch'), setError, LOGIN_FIELDS)).toBe(GENERIC_ERROR);
    expect(setError).not.toHaveBeenCalled();
  });
});
