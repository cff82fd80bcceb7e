import { afterEach, describe, expect, it } from 'vitest';
import { login, logout, wipeOnUnauthorized } from '@wagering/shared/session';
import { clearPunterDataOnChange, punterId } from './punter-data';

/** The query roots holding one punter's data (punter-data.ts). */
const PUNTER_ROOTS = ['account', 'benefits', 'banking', 'bets'];
import { createQueryClient } from './query-client';

describe("a punter's data dies with the session", () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    logout();
  });
  const cacheFor = () => {
    const client = createQueryClient();
    stops.push(clearPunterDataOnChange(client));
    const fill = () => {
      for (const root of PUNTER_ROOTS) client.setQueryData([root, punterId(), 'x'], `${root} of ${punterId()}`);
      client.setQueryData(['racing', 'meetings'], 'public');
    };
    const punterEntries = () =>
      client
        .getQueryCache()
        .getAll()
        .filter((q) => PUNTER_ROOTS.includes(q.queryKey[0] as string));
    return { client, fill, punterEntries };
  };

  it('per-punter keys carry the punter’s id', () => {
    login({ access_token: 't', user_id: 42 });
    expect(punterId()).toBe('42');
    logout();
    expect(punterId()).toBeNull();
  });

  it('a login as another punter on the same tab leaves none of the first punter’s queries; public ones stay', () => {
    const { client, fill, punterEntries } = cacheFor();
    login({ access_token: 'a', user_id: 'A' });
    fill();
    expect(punterEntries()).toHaveLength(4);
    login({ access_token: 'b', user_id: 'B' });
    expect(punterEntries()).toHaveLength(0);
    expect(client.getQueryData(['racing', 'meetings'])).toBe('public');
  });

  it('logout and a 401 clear every per-punter query', () => {
    const { fill, punterEntries } = cacheFor();
    login({ access_token: 'a', user_id: 'A' });
    fill();
    logout();
    expect(punterEntries()).toHaveLength(0);
    login({ access_token: 'a', user_id: 'A' });
    fill();
    wipeOnUnauthorized();
    expect(punterEntries()).toHaveLength(0);
  });

  it('merging the profile into the same punter keeps the cache', () => {
    const { fill, punterEntries } = cacheFor();
    login({ access_token: 'a', user_id: 'A' });
    fill();
    login({ access_token: 'a', user_id: 'A', first_name: 'Pat' });
    expect(punterEntries()).toHaveLength(4);
  });
});
