import { describe, expect, it, vi } from 'vitest';
import { embeddedConfig, fetchRuntimeConfig, resolveOverrides, type RuntimeConfig } from './runtime-config';

const config = (environment: RuntimeConfig['environment']): RuntimeConfig => ({
  environment,
  overrideOrigins: ['https://staging-cdn.example'],
  remotes: {
    racing: {
      version: '1.0.0-aaaaaaaa',
      entry: '/remotes/mfe-racing/1.0.0-aaaaaaaa/mf-manifest.json',
      routes: ['/racing'],
    },
  },
});

const storage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  } as Storage;
};

describe('remote overrides', () => {
  const allowed =
    '?remote-override=racing@https://staging-cdn.example/remotes/mfe-racing/1.1.0-bbbbbbbb/mf-manifest.json';

  it('staging accepts an override from an allowed origin, naming its version', () => {
    const { accepted, refused } = resolveOverrides(config('staging'), allowed, storage(), 'https://site.example/');
    expect(refused).toEqual([]);
    expect(accepted).toEqual([
      {
        remote: 'racing',
        version: '1.1.0-bbbbbbbb',
        entry: 'https://staging-cdn.example/remotes/mfe-racing/1.1.0-bbbbbbbb/mf-manifest.json',
      },
    ]);
  });

  it('refuses an origin that is not on the allowlist', () => {
    const search = '?remote-override=racing@https://evil.example/mf-manifest.json';
    expect(resolveOverrides(config('staging'), search, storage(), 'https://site.example/')).toEqual({
      accepted: [],
      refused: ['racing'],
    });
  });

  it('refuses a name that is not one of the remotes, even one every object answers (toString, __proto__)', () => {
    for (const name of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) {
      const search = `?remote-override=${name}@https://staging-cdn.example/x/mf-manifest.json`;
      const { accepted, refused } = resolveOverrides(config('staging'), search, storage(), 'https://site.example/');
      expect(accepted).toEqual([]);
      expect(refused).toEqual([name]);
    }
  });

  it('production refuses every override and forgets stored ones', () => {
    const store = storage();
    resolveOverrides(config('staging'), allowed, store, 'https://site.example/');
    expect(resolveOverrides(config('prod'), allowed, store, 'https://site.example/').accepted).toEqual([]);
    expect(store.getItem('wagering-remote-overrides')).toBe('{}');
  });
});

describe('loading remotes.json', () => {
  it('retries a failed fetch before giving up', async () => {
    const fetcher = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(new Response('oops', { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(config('prod'))));
    await expect(fetchRuntimeConfig(fetcher, [0, 0])).resolves.toEqual(config('prod'));
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('answers undefined after the last attempt fails', async () => {
    const fetcher = vi.fn().mockRejectedValue(new TypeError('network'));
    await expect(fetchRuntimeConfig(fetcher, [0, 0])).resolves.toBeUndefined();
  });

  it('reads the last-known-good copy embedded in index.html', () => {
    document.body.innerHTML = `<script type="application/json" id="runtime-config">${JSON.stringify(config('staging'))}</script>`;
    expect(embeddedConfig()).toEqual(config('staging'));
    document.body.innerHTML = '<script type="application/json" id="runtime-config">{}</script>';
    expect(embeddedConfig()).toBeUndefined();
  });
});
