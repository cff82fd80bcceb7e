import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../test/render-shell';
import { remotesStore, type RemotesState } from './remotes/runtime-config';
import { UnknownPath } from './unknown-path';

const racing = { version: '1.0.0-a', entry: '/remotes/mfe-racing/1.0.0-a/mf-manifest.json', routes: ['/racing'] };
const configured = (remotes: Record<string, typeof racing>): Partial<RemotesState> => ({
  source: 'network',
  config: { environment: 'prod', overrideOrigins: [], remotes },
});

/** The page at a path no route took (the remote's own routes come from the configuration), with the given one. */
function unknownPathWith(state: Partial<RemotesState>) {
  act(() => remotesStore.setState(state));
  renderShell(<UnknownPath />, { path: '/racing' });
}

describe('a path no route took', () => {
  it('with no configuration at all, says the site cannot load with Try again, never "Page not found"', () => {
    unknownPathWith({ source: 'none', config: undefined });
    expect(screen.getByRole('heading', { name: 'The site cannot load right now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('with a remotes.json that names no remote (an empty file), says the same', () => {
    unknownPathWith(configured({}));
    expect(screen.getByRole('heading', { name: 'The site cannot load right now' })).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('once remotes.json named the remotes and none serves the path, says "Page not found"', () => {
    unknownPathWith(configured({ racing }));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('says nothing while the configuration is still being read', () => {
    unknownPathWith({ source: 'pending', config: undefined });
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
