import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderShell } from '../test/render-shell';
import { StaticPageAt } from './static-page-at';

// The content pages' chunk failing to load (the network dropped on the way to a content page).
vi.mock('../features/static-pages/pages', () => {
  throw new Error('Loading chunk failed');
});

describe('a content page whose text could not load', () => {
  it('says the site cannot load, with Try again, instead of taking the page down', async () => {
    await act(async () => {
      renderShell(
        <Suspense fallback={null}>
          <StaticPageAt path="/faq" />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'The site cannot load right now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
