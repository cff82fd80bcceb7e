import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './static-site';

describe('cache headers of the deployed front end', () => {
  it('hashed shell bundles are immutable, sent plain or precompressed', () => {
    for (const file of ['/main.1a2b3c4d.js', '/main.1a2b3c4d.js.br', '/main.1a2b3c4d.js.gz'])
      expect(cacheControlFor(file)).toBe('public, max-age=31536000, immutable');
  });
  it('everything under a remote release folder is immutable', () =>
    expect(cacheControlFor('/remotes/mfe-racing/1.0.0-0f0f0f0f/mf-manifest.json.br')).toBe(
      'public, max-age=31536000, immutable',
    ));
  it('remotes.json is never stored', () => expect(cacheControlFor('/remotes.json.br')).toBe('no-store'));
  it('index.html is never stored, plain or precompressed', () => {
    expect(cacheControlFor('/index.html')).toBe('no-store');
    expect(cacheControlFor('/index.html.gz')).toBe('no-store');
  });
  it('other unversioned files are revalidated', () =>
    expect(cacheControlFor('/brand/aurora-mobile.svg')).toBe('no-cache'));
});
