import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('cash out configuration', () => {
  it('defaults to a 5% margin and a stop 60 seconds before the jump, and reads both from the environment', () => {
    expect(loadConfig({}).cashOut).toEqual({ marginPercent: 5, suspendBeforeJumpMs: 60_000 });
    expect(loadConfig({ CASH_OUT_MARGIN_PERCENT: '7.5', CASH_OUT_SUSPEND_BEFORE_JUMP_SEC: '120' }).cashOut).toEqual({
      marginPercent: 7.5,
      suspendBeforeJumpMs: 120_000,
    });
  });

  it('refuses a margin over 50% or under 0, and a stop that is not whole seconds, naming the variable', () => {
    expect(() => loadConfig({ CASH_OUT_MARGIN_PERCENT: '80' })).toThrow(/CASH_OUT_MARGIN_PERCENT/);
    expect(() => loadConfig({ CASH_OUT_MARGIN_PERCENT: '-1' })).toThrow(/CASH_OUT_MARGIN_PERCENT/);
    expect(() => loadConfig({ CASH_OUT_SUSPEND_BEFORE_JUMP_SEC: '1.5' })).toThrow(/CASH_OUT_SUSPEND_BEFORE_JUMP_SEC/);
  });
});

describe('maintenance configuration', () => {
  it("takes the build's brand, and overrides its flag and whitelist only when set (an empty list lets no one in)", () => {
    expect(loadConfig({}).maintenance).toEqual({ brand: 'aurora', on: undefined, whitelistIps: undefined });
    expect(loadConfig({ BRAND: 'redgum', MAINTENANCE_MODE: 'off' }).maintenance).toMatchObject({
      brand: 'redgum',
      on: false,
    });
    expect(
      loadConfig({ MAINTENANCE_MODE: 'on', MAINTENANCE_WHITELIST_IPS: ' 10.0.0.1, ::1 ' }).maintenance,
    ).toMatchObject({
      on: true,
      whitelistIps: ['10.0.0.1', '::1'],
    });
    expect(loadConfig({ MAINTENANCE_WHITELIST_IPS: '' }).maintenance.whitelistIps).toEqual([]);
  });

  it('refuses an unknown brand, a switch other than on or off, and a whitelist entry that is no address', () => {
    expect(() => loadConfig({ BRAND: 'nope' })).toThrow(/BRAND/);
    expect(() => loadConfig({ MAINTENANCE_MODE: 'yes' })).toThrow(/MAINTENANCE_MODE/);
    expect(() => loadConfig({ MAINTENANCE_WHITELIST_IPS: '10.0.0.1, staff' })).toThrow(
      /MAINTENANCE_WHITELIST_IPS.*staff/,
    );
  });
});

describe('the production signing secret', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://bet.example' };
  // As `openssl rand -base64 24` gives.
  const random = 'q7Zk2Rw9LpX4mB8nT1vC6yF3hJ5dG0sE';

  it('refuses the demo secret padded to 32 characters, or spelt another way', () => {
    for (const secret of [
      'dev-only-secret-change-me-000000',
      '0000000dev-only-secret-change-me',
      'DEV_ONLY_SECRET_CHANGE_ME_x7Q2kP9',
    ])
      expect(() => loadConfig({ ...production, JWT_SECRET: secret }), secret).toThrow(
        /JWT_SECRET contains the demo secret/,
      );
  });

  it('refuses one that contains a published secret (jwt.io’s example, a template’s placeholder)', () => {
    for (const secret of [
      'your-256-bit-secret-q7Zk2Rw9LpX4m',
      `${random}-change-me`,
      `Password-${random}`,
      `${random.slice(0, 26)}123456`,
    ])
      expect(() => loadConfig({ ...production, JWT_SECRET: secret }), secret).toThrow(/JWT_SECRET/);
  });

  it('takes a random one', () => {
    expect(loadConfig({ ...production, JWT_SECRET: random }).jwtSecret).toBe(random);
  });
});
