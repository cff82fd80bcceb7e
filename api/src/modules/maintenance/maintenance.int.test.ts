import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getBrand } from '@wagering/brands';
import { createTestApp } from '../../../test/helpers';
import { config, loadConfig } from '../../config';

const STAFF_IP = '203.0.113.7';
const PUNTER_IP = '198.51.100.20';

describe('maintenance: the brand flag with its IP whitelist, honoured by the API', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => (ctx = await createTestApp()));
  afterAll(async () => ctx.close());
  const asStarted = config.maintenance;
  /** The switch as a replica started with these variables would have it. */
  const startedWith = (env: Record<string, string>) => (config.maintenance = loadConfig(env).maintenance);
  afterEach(() => (config.maintenance = asStarted));
  const get = (url: string, remoteAddress: string) => ctx.app.inject({ method: 'GET', url, remoteAddress });

  it('off (every brand in this build): the site is open and says so', async () => {
    const res = await get('/v1/maintenance', PUNTER_IP);
    expect(res.json().data.maintenance).toBe(false);
    expect((await get('/v1/sports/get-sport-nav', PUNTER_IP)).statusCode).toBe(200);
  });

  it("on: a visitor gets 503 with the brand's maintenance text on every call; health still answers", async () => {
    startedWith({ MAINTENANCE_MODE: 'on', MAINTENANCE_WHITELIST_IPS: STAFF_IP });
    const res = await get('/v1/sports/get-sport-nav', PUNTER_IP);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: getBrand().maintenanceText, maintenance: true });
    expect(res.headers['retry-after']).toBe('600');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress: PUNTER_IP,
      payload: { username: 'a', password: 'b' },
    });
    expect(login.statusCode).toBe(503);
    expect((await get('/v1/maintenance', PUNTER_IP)).json().data).toEqual({
      maintenance: true,
      message: getBrand().maintenanceText,
    });
    expect((await get('/v1/health', PUNTER_IP)).statusCode).toBe(200);
  });

  it('on: a whitelisted address uses the whole site (also seen as an IPv4-mapped IPv6 address)', async () => {
    startedWith({ MAINTENANCE_MODE: 'on', MAINTENANCE_WHITELIST_IPS: `10.0.0.1, ${STAFF_IP}` });
    expect((await get('/v1/maintenance', STAFF_IP)).json().data.maintenance).toBe(false);
    expect((await get('/v1/sports/get-sport-nav', STAFF_IP)).statusCode).toBe(200);
    expect((await get('/v1/sports/get-sport-nav', `::ffff:${STAFF_IP}`)).statusCode).toBe(200);
  });
});
