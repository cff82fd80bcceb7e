import { readFileSync } from 'node:fs';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderShell } from '../test/render-shell';
import { SIDEBAR_ENTRIES } from '../app/layout/sidebar';
import { staticPages } from '../features/static-pages/pages';
import { STATIC_PAGE_PATHS } from '../features/static-pages/page-paths';
import { StaticPage } from './static-page';
import { StaticPageAt } from './static-page-at';

const page = (path: string) => staticPages.find((p) => p.path === path)!;

describe('content pages', () => {
  it('/mbl says when the minimum bet limits were last updated, from the active brand (SPEC 9: July 2024)', () => {
    renderShell(<StaticPage page={page('/mbl')} />);
    expect(screen.getByText('Last updated July 2024')).toBeTruthy();
  });

  it("/mbl follows the brand's own date", () => {
    renderShell(<StaticPage page={page('/mbl')} />, { brand: { minimumBetLimitUpdatedAt: 'March 2025' } });
    expect(screen.getByText('Last updated March 2025')).toBeTruthy();
  });

  it('Responsible gambling links the spending picture by its name, and the activity statement (issue 36 item 7)', () => {
    renderShell(<StaticPage page={page('/responsible-gambling')} />);
    expect(screen.getByRole('link', { name: 'See your spending' }).getAttribute('href')).toBe('/profile?tab=spending');
    expect(screen.getByRole('link', { name: 'See your activity statement' }).getAttribute('href')).toBe(
      '/profile?tab=statement',
    );
  });

  it("a move to a content page shows it once its text has loaded (the text is its own chunk, off other routes)", async () => {
    await act(async () => {
      renderShell(
        <Suspense fallback={null}>
          <StaticPageAt path="/faq" />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { name: page('/faq').title })).toBeTruthy();
  });

  it('a page without rules of its own shows no date', () => {
    renderShell(<StaticPage page={page('/faq')} />);
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });

  it('the South African code page has the SPEC sidebar label as its title, and its text is about that code', () => {
    const entry = SIDEBAR_ENTRIES.find((e) => e.label === 'South African code')!;
    renderShell(<StaticPage page={page(entry.to)} />);
    expect(screen.getByRole('heading', { name: 'South African code' })).toBeTruthy();
    expect(screen.getByText(/^The South African code is the SA code/)).toBeTruthy();
  });

  it('every route knows the content pages by path (page-paths.ts) without their text: the same paths, in order', () => {
    expect(staticPages.map((p) => p.path)).toEqual([...STATIC_PAGE_PATHS]);
  });

  it("the shell's package.json lists exactly its pages (the server answers 404 for any other path)", () => {
    const pkg = JSON.parse(readFileSync(`${import.meta.dirname}/../../package.json`, 'utf8'));
    expect([...pkg.wagering.routes].sort()).toEqual(['/', ...staticPages.map((p) => p.path)].sort());
  });
});

describe('the pages a regulator reads', () => {
  const text = (path: string) => {
    const { container } = renderShell(<StaticPage page={page(path)} />, {
      brand: { appName: 'Test Bet', officialName: 'Test Bet Pty Ltd', registrationNumbers: ['Licensed by X'] },
    });
    return container.textContent ?? '';
  };

  it('the wagering rules cover what a punter needs, as the product settles', () => {
    renderShell(<StaticPage page={page('/rules')} />);
    for (const heading of [
      'Official results and protests',
      'Place terms',
      'Each way',
      'Scratchings and deductions',
      'Multis with a scratched leg',
      'Dead heats',
      'Abandoned events',
    ])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText(/first or second in a field of 5 to 7 starters/)).toBeTruthy();
    expect(screen.getByText(/first, second or third in a field of 8 or more starters/)).toBeTruthy();
    expect(screen.getByText(/counts as a price of 1\.00/)).toBeTruthy();
  });

  it("are written once, with the brand's name and licence", () => {
    expect(text('/about-us')).toContain('Test Bet is run by Test Bet Pty Ltd');
    expect(text('/rules')).toContain('Test Bet makes no scratching deductions');
    // The licence is its own sentence, not pasted into one ("the regulator that licenses us: Licensed by …").
    expect(text('/complaints')).toContain('the regulator that licenses us. Licensed by X.');
    expect(text('/contact-us')).toContain('the regulator that licenses us. Licensed by X.');
    expect(text('/complaints')).not.toMatch(/: Licensed by/);
    expect(text('/contact-us')).not.toMatch(/: Licensed by/);
    // Calls are answered in Sydney time, which is not AEST for half the year.
    expect(text('/contact-us')).toContain('from 9 am to 9 pm, Sydney time.');
    expect(text('/contact-us')).not.toContain('AEST');
    expect(text('/privacy-policy')).toContain('Privacy Act 1988 (Cth) and the Australian Privacy Principles');
    const rg = text('/responsible-gambling');
    expect(rg).toContain('1800 858 858');
    expect(rg).toContain('BetStop');
  });

  it('complaints go through internal dispute resolution first, then the regulator', () => {
    const complaints = text('/complaints');
    expect(complaints.indexOf('internal dispute resolution')).toBeGreaterThan(-1);
    expect(complaints.indexOf('internal dispute resolution')).toBeLessThan(complaints.indexOf('the regulator'));
  });
});
