import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remotesStore, retryRemote, whenRemotesReady, type RuntimeConfig } from './runtime-config';

vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: vi.fn(),
  preloadRemote: vi.fn(() => Promise.resolve()),
}));

const release = (version: string) => ({ version, entry: `/remotes/mfe-racing/${version}/mf-manifest.json` });
const configWith = (racing: string): RuntimeConfig => ({
  environment: 'prod',
  overrideOrigins: [],
  remotes: {
    racing: release(racing),
    sports: { version: '1.0.0-s', entry: '/remotes/mfe-sports/1.0.0-s/mf-manifest.json' },
  },
});
const answer = (config: RuntimeConfig) => () => Promise.resolve(new Response(JSON.stringify(config)));

describe('Retry from a fallback', () => {
  beforeEach(() => vi.mocked(registerRemotes).mockClear());

  it('reads remotes.json again and loads the release it names now (a bad release rolled back since page load)', async () => {
    vi.stubGlobal('fetch', vi.fn(answer(configWith('2.0.0-bad'))));
    await whenRemotesReady();
    expect(remotesStore.getState().config?.remotes.racing?.version).toBe('2.0.0-bad');
    vi.mocked(registerRemotes).mockClear();

    // The squad rolls back; the punter taps Retry on the page that failed.
    await retryRemote('racing', vi.fn(answer(configWith('1.0.0-good'))));

    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'racing', entry: release('1.0.0-good').entry }], {
      force: true,
    });
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(remotesStore.getState().config?.remotes.racing?.version).toBe('1.0.0-good');
    expect((await whenRemotesReady()).config?.remotes.racing?.version).toBe('1.0.0-good');
  });

  it('registers the release it knows again when remotes.json cannot be read this time', async () => {
    await whenRemotesReady();
    const before = remotesStore.getState().config?.remotes.racing?.entry;
    await retryRemote(
      'racing',
      vi.fn(() => Promise.reject(new TypeError('network'))),
    );
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'racing', entry: before }], { force: true });
  });
});
