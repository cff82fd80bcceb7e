import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from './change-password';
import { currentPasswordSchema } from './current-password';
import { loginSchema } from './login';
import { recoverPasswordSchema } from './recover-password';
import { selfExclusionSchema } from './self-exclusion';
import { errorsOf } from '../test/forms';

describe('login and password forms', () => {
  it('login: username required ("Username is required"), password required ("Password is required")', async () => {
    expect(await errorsOf(loginSchema, {})).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(await errorsOf(loginSchema, { username: 'a', password: 'b', company: 'x' })).toEqual({
      company: 'Company must be a number',
    });
    expect(await loginSchema.validate({ username: 'a', password: 'b' })).toEqual({
      username: 'a',
      password: 'b',
      remember_me: false,
    });
  });

  it('password recovery: user_id, first_name, last_name and dob messages', async () => {
    expect(await errorsOf(recoverPasswordSchema, {})).toEqual({
      user_id: 'Username is required',
      first_name: 'First name is required',
      last_name: 'Last name is required',
      dob: 'Date of birth is required',
    });
  });

  it('change password: current, new and confirm required, and "Passwords must match"', async () => {
    expect(await errorsOf(changePasswordSchema, {})).toEqual({
      current_password: 'Current password is required',
      new_password: 'New password is required',
      confirm_password: 'Confirm password is required',
    });
    expect(
      await errorsOf(changePasswordSchema, {
        current_password: 'x',
        new_password: 'Secret123',
        confirm_password: 'Secret124',
      }),
    ).toEqual({
      confirm_password: 'Passwords must match',
    });
  });

  it('current-password-only form: "Current password is required"', async () => {
    expect(await errorsOf(currentPasswordSchema, {})).toEqual({ current_password: 'Current password is required' });
  });

  it('self exclusion: "Self exclusion date is required" and current password required', async () => {
    expect(await errorsOf(selfExclusionSchema, {})).toEqual({
      self_exclusion_date: 'Self exclusion date is required',
      current_password: 'Current password is required',
    });
  });
});
